import { theme } from 'antd';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'onChange' | 'value'> {
  value?: string;
  onChange?: (value: string) => void;
  prefix?: ReactNode;
  /** Shown after the text, e.g. a unit. */
  suffix?: ReactNode;
  status?: '' | 'error' | 'warning' | 'success' | 'validating';
}

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
  disabled,
  style,
  ...rest
}: TextInputProps) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const error = status === 'error';
  const accent = error ? token.colorError : token.colorPrimary;
  return (
    <span
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: `0 ${token.paddingSM - 1}px`,
        height: token.controlHeight,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        border: `1px solid ${focused || error ? accent : token.colorBorder}`,
        borderRadius: token.borderRadius,
        boxShadow: focused
          ? `0 0 0 2px ${error ? token.colorErrorBg : token.colorPrimaryBg}`
          : undefined,
        transition: `border-color ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
        ...style,
      }}
    >
      {prefix ? (
        <span style={{ color: token.colorTextTertiary, display: 'flex' }}>{prefix}</span>
      ) : null}
      <input
        {...rest}
        disabled={disabled}
        aria-invalid={error || undefined}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        onFocus={(e) => {
          setFocused(true);
          rest.onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          rest.onBlur?.(e);
        }}
        style={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          padding: 0,
          border: 0,
          outline: 'none',
          background: 'transparent',
          color: disabled ? token.colorTextDisabled : token.colorText,
          font: 'inherit',
          fontSize: token.fontSize,
          cursor: disabled ? 'not-allowed' : undefined,
        }}
      />
      {suffix ? (
        <span style={{ color: token.colorTextTertiary, display: 'flex', flex: 'none' }}>
          {suffix}
        </span>
      ) : null}
    </span>
  );
}
