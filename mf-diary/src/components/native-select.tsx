import { useThemeToken } from '@organizator/shared/ui';

/** A native select drawn with the theme's tokens (antd's Select brings its virtual list along). */
export function NativeSelect({
  id,
  value,
  onChange,
  options,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const token = useThemeToken();
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{
        width: '100%',
        height: token.controlHeight,
        padding: `0 ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
