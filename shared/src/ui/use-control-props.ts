import { type FocusEvent, useState } from 'react';
import type { ControlStatus } from './control-frame';

interface ControlInput<E extends HTMLInputElement | HTMLTextAreaElement> {
  value?: string;
  onChange?: (value: string) => void;
  status?: ControlStatus;
  disabled?: boolean;
  onFocus?: (event: FocusEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
}

/**
 * What every kit text control passes to its native field: a controlled string value, the error state
 * for assistive technology, and focus tracked for the frame's focus ring (the caller's own focus and
 * blur handlers still run).
 */
export function useControlProps<E extends HTMLInputElement | HTMLTextAreaElement>({
  value,
  onChange,
  status,
  disabled,
  onFocus,
  onBlur,
}: ControlInput<E>) {
  const [focused, setFocused] = useState(false);
  return {
    focused,
    props: {
      disabled,
      'aria-invalid': status === 'error' || undefined,
      value: value ?? '',
      onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
      onFocus: (event: FocusEvent<E>) => {
        setFocused(true);
        onFocus?.(event);
      },
      onBlur: (event: FocusEvent<E>) => {
        setFocused(false);
        onBlur?.(event);
      },
    },
  };
}
