import type { Visibility } from '@organizator/shared/contract';
import { FlexBox, useThemeToken } from '@organizator/shared/ui';
import { useId } from 'react';
import { t } from '../texts';

const OPTIONS: { value: Visibility; label: string; help: string }[] = [
  { value: 'private', label: t.visibility.private, help: t.visibility.privateHelp },
  { value: 'team', label: t.visibility.team, help: t.visibility.teamHelp },
  { value: 'public', label: t.visibility.public, help: t.visibility.publicHelp },
];

/** Who sees a grocery or recipe: native radios in a named group, each with what it means. */
export function VisibilityField({
  value,
  onChange,
  disabled = false,
}: {
  value: Visibility;
  onChange: (value: Visibility) => void;
  disabled?: boolean;
}) {
  const token = useThemeToken();
  const name = useId();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.marginLG}px` }}>
      <legend style={{ padding: `0 0 ${token.paddingXS}px`, color: token.colorTextHeading }}>
        {t.visibility.label}
      </legend>
      <FlexBox vertical gap={6}>
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            style={{
              display: 'flex',
              alignItems: 'baseline',
              gap: 8,
              color: disabled ? token.colorTextDisabled : token.colorText,
              cursor: disabled ? 'not-allowed' : 'pointer',
            }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              style={{ margin: 0, accentColor: token.colorPrimary }}
            />
            <span>
              {option.label}
              <span style={{ color: token.colorTextDescription }}> · {option.help}</span>
            </span>
          </label>
        ))}
      </FlexBox>
    </fieldset>
  );
}
