import { NOTE_TITLE_MAX } from '@organizator/shared/contract';
import { useThemeToken } from '@organizator/shared/ui';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';

interface TitleFieldProps {
  value: string;
  label: string;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

/**
 * The note title: a native <textarea> (docs/product.md#screens) styled with the antd theme tokens. antd's TextArea
 * pulls rc-textarea, rc-form and motion code into the editor route for one field.
 * It grows with its text (one logical line: Enter and pasted line breaks become spaces).
 */
export function TitleField({
  value,
  label,
  placeholder,
  invalid,
  describedBy,
  onChange,
}: TitleFieldProps) {
  const token = useThemeToken();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured from the DOM text, so it must be re-measured whenever `value` changes
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field) return;
    field.style.height = 'auto';
    field.style.height = `${field.scrollHeight}px`;
  }, [value]);

  const style: CSSProperties = {
    display: 'block',
    width: '100%',
    resize: 'none',
    overflow: 'hidden',
    margin: 0,
    padding: '4px 0',
    border: 0,
    // No box, like a document title; the underline shows focus and errors.
    borderBottom: `1px solid ${invalid ? token.colorError : focused ? token.colorPrimary : 'transparent'}`,
    outline: 'none',
    background: 'transparent',
    color: token.colorTextHeading,
    fontFamily: 'inherit',
    fontSize: token.fontSizeHeading2,
    fontWeight: token.fontWeightStrong,
    lineHeight: token.lineHeightHeading2,
  };

  return (
    <textarea
      ref={ref}
      className="note-title-field"
      rows={1}
      value={value}
      aria-label={label}
      placeholder={placeholder}
      maxLength={NOTE_TITLE_MAX}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      style={style}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => onChange(event.target.value.replace(/\r?\n/g, ' '))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
