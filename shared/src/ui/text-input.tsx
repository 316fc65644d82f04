import { CloseCircleFilled } from '@ant-design/icons';
import { t } from '@organizator/shared/i18n';
import { type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useRef } from 'react';
import {
  type ControlSize,
  type ControlStatus,
  inlineFieldButtonStyle,
  lineFrameStyle,
  lineInputStyle,
} from './control-frame';
import { FIELD_FRAME } from './inert-picture';
import { useThemeToken } from './theme-token';
import { useControlProps } from './use-control-props';

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'onChange' | 'value' | 'size'> {
  value?: string;
  onChange?: (value: string) => void;
  prefix?: ReactNode;
  /** Shown after the text, e.g. a unit. */
  suffix?: ReactNode;
  status?: ControlStatus;
  /** `large` beside other large controls (antd Select/AutoComplete `size="large"`). */
  size?: ControlSize;
  /** A button that empties the field while it holds text (named by the dictionary's `clear`). */
  allowClear?: boolean;
  /** Enter pressed, not while an input method is composing a word (e.g. to submit a form without one). */
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The browser's own cancel button on a type=search field would be a second clear button beside the
 * kit's. A pseudo-element needs a style sheet: React hoists this one into <head> once, however many
 * fields render it, so no remote ships a CSS chunk for one rule.
 */
const CLEARABLE_CSS =
  'input.org-kit-clearable::-webkit-search-cancel-button{-webkit-appearance:none;appearance:none;display:none}';

/**
 * A native text field drawn with antd's tokens (border, radius, focus ring, error colour), so light and
 * dark follow the theme. antd's Input carries TextArea, Password, OTP and Search with it,
 * more than a remote's forms need.
 */
export function TextInput({
  value,
  onChange,
  prefix,
  suffix,
  status,
  size = 'middle',
  allowClear,
  onPressEnter,
  disabled,
  style,
  className,
  ...rest
}: TextInputProps) {
  const token = useThemeToken();
  const { focused, props } = useControlProps<HTMLInputElement>({
    value,
    onChange,
    status,
    disabled,
    onFocus: rest.onFocus,
    onBlur: rest.onBlur,
  });
  const input = useRef<HTMLInputElement>(null);
  const clearable = allowClear && !disabled && !rest.readOnly && Boolean(value);
  return (
    <span
      {...FIELD_FRAME}
      style={{
        ...lineFrameStyle(token, { size, focused, status, disabled }),
        ...style,
      }}
    >
      {allowClear ? (
        <style href="org-kit-clearable" precedence="default">
          {CLEARABLE_CSS}
        </style>
      ) : null}
      {prefix ? (
        <span style={{ color: token.colorTextTertiary, display: 'flex' }}>{prefix}</span>
      ) : null}
      <input
        {...rest}
        ref={input}
        className={allowClear ? ['org-kit-clearable', className].join(' ').trim() : className}
        {...props}
        onKeyDown={(e) => {
          if (onPressEnter && e.key === 'Enter' && !e.nativeEvent.isComposing) onPressEnter(e);
          rest.onKeyDown?.(e);
        }}
        style={lineInputStyle(token, { size, disabled })}
      />
      {clearable ? (
        <button
          type="button"
          aria-label={t.common.clear}
          // Keeps the focus (and an open phone keyboard) in the field.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            onChange?.('');
            input.current?.focus();
          }}
          style={{
            ...inlineFieldButtonStyle(token, token.colorTextQuaternary),
            fontSize: token.fontSizeSM,
          }}
        >
          <CloseCircleFilled aria-hidden />
        </button>
      ) : null}
      {suffix ? (
        <span
          style={{
            color: token.colorTextTertiary,
            display: 'flex',
            alignItems: 'center',
            alignSelf: 'stretch',
            flex: 'none',
          }}
        >
          {suffix}
        </span>
      ) : null}
    </span>
  );
}
