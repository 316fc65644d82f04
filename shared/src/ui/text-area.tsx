import { type TextareaHTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import {
  type ControlSize,
  type ControlStatus,
  controlFontSize,
  controlFrameStyle,
  controlLineHeight,
  controlPaddingBlock,
  controlTextStyle,
} from './control-frame';
import { useThemeToken } from './theme-token';
import { useControlProps } from './use-control-props';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  value?: string;
  onChange?: (value: string) => void;
  status?: ControlStatus;
  size?: ControlSize;
  /** Grows with its text between these many lines (then scrolls), instead of a fixed `rows`. */
  autoSize?: { minRows: number; maxRows?: number };
}

/**
 * A native multi-line field drawn like the kit's TextInput (antd's tokens: border, radius, focus ring,
 * error colour), optionally growing with its text like antd's `TextArea autoSize`.
 */
export function TextArea({
  value,
  onChange,
  status,
  size = 'middle',
  autoSize,
  rows = 3,
  disabled,
  style,
  ...rest
}: TextAreaProps) {
  const token = useThemeToken();
  const { focused, props } = useControlProps<HTMLTextAreaElement>({
    value,
    onChange,
    status,
    disabled,
    onFocus: rest.onFocus,
    onBlur: rest.onBlur,
  });
  const area = useRef<HTMLTextAreaElement>(null);
  const line = controlFontSize(token, size) * controlLineHeight(token, size);
  const paddingBlock = controlPaddingBlock(token, size);
  const frame = 2 * paddingBlock + 2 * token.lineWidth;
  const minHeight = autoSize ? autoSize.minRows * line + frame : undefined;
  const maxHeight = autoSize?.maxRows ? autoSize.maxRows * line + frame : undefined;
  const [height, setHeight] = useState(minHeight);
  const [scrolls, setScrolls] = useState(false);

  // Measures the text's height with the field at its smallest, then sets the height between the
  // limits; again when the width changes (the text wraps anew).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured from the DOM text, so it must be re-measured whenever `value` changes
  useLayoutEffect(() => {
    const el = area.current;
    if (!el || minHeight === undefined) return;
    const measure = () => {
      const shown = el.style.height;
      el.style.height = 'auto';
      const needed = el.scrollHeight + 2 * token.lineWidth;
      el.style.height = shown;
      const limit = maxHeight ?? Number.POSITIVE_INFINITY;
      setHeight(Math.min(Math.max(needed, minHeight), limit));
      setScrolls(needed > limit);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      measure();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [value, minHeight, maxHeight, token.lineWidth]);

  return (
    <textarea
      {...rest}
      ref={area}
      rows={autoSize ? autoSize.minRows : rows}
      {...props}
      style={{
        display: 'block',
        width: '100%',
        margin: 0,
        padding: `${paddingBlock}px ${token.paddingSM - token.lineWidth}px`,
        ...controlFrameStyle(token, { size, focused, status, disabled }),
        ...controlTextStyle(token, { size, disabled }),
        height,
        resize: autoSize ? 'none' : 'vertical',
        overflowY: autoSize && !scrolls ? 'hidden' : 'auto',
        ...style,
      }}
    />
  );
}
