import { CalendarOutlined } from '@ant-design/icons';
import { formatDate, parseDate, t } from '@organizator/shared/i18n';
import { type CSSProperties, useRef, useState } from 'react';
import { type ControlStatus, inlineFieldButtonStyle } from './control-frame';
import { TextInput } from './text-input';
import { useThemeToken } from './theme-token';

export interface DateInputProps {
  id?: string;
  /** An ISO date ("2026-12-07"), or '' for none. */
  value: string;
  /** An ISO date, or '' while the text is not a date. */
  onChange: (value: string) => void;
  status?: ControlStatus;
  required?: boolean;
  'aria-describedby'?: string;
  style?: CSSProperties;
}

const shown = (value: string) => (value ? formatDate(value) : '');

/** Where the calendar opens from: under the button, not drawn, not in the tab order. */
const PICKER_STYLE: CSSProperties = {
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  padding: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
};

/**
 * A date written the Croatian way ("7. 12. 2026."), typed or chosen in the browser's calendar. A
 * native date field shows the browser's own order instead (12/07/2026 in an English one), which
 * reads as another day here.
 */
export function DateInput({ value, onChange, style, ...rest }: DateInputProps) {
  const token = useThemeToken();
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (the calendar, a reset) is written out again; one that came from
  // this text leaves the text as typed.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== (parseDate(text) ?? '')) setText(shown(value));
  }
  const picker = useRef<HTMLInputElement>(null);
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.focus();
  };
  return (
    <span style={{ position: 'relative', display: 'block', ...style }}>
      <TextInput
        {...rest}
        value={text}
        placeholder={t.common.datePlaceholder}
        autoComplete="off"
        onChange={(next) => {
          setText(next);
          onChange(parseDate(next) ?? '');
        }}
        onBlur={() => {
          const iso = parseDate(text);
          if (iso) setText(shown(iso));
        }}
        suffix={
          <button
            type="button"
            aria-label={t.common.chooseDate}
            onClick={openCalendar}
            style={{
              ...inlineFieldButtonStyle(token, token.colorTextTertiary),
              fontSize: token.fontSize,
            }}
          >
            <CalendarOutlined aria-hidden />
          </button>
        }
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={PICKER_STYLE}
      />
    </span>
  );
}
