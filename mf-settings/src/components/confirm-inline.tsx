import { FlexBox, KitButton, MutedText } from '@organizator/shared/ui';
import { type ReactNode, useState } from 'react';
import { t } from '../texts';

const s = t.settings;

/**
 * A destructive action that asks first, in place: the button turns into the question with confirm
 * and cancel (antd Modal/Popconfirm would bring their machinery into this remote for two buttons).
 */
export function ConfirmInline({
  label,
  ariaLabel,
  question,
  icon,
  loading,
  onConfirm,
}: {
  label: string;
  ariaLabel?: string;
  question: string;
  icon?: ReactNode;
  loading: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <KitButton danger icon={icon} aria-label={ariaLabel} onClick={() => setAsking(true)}>
        {label}
      </KitButton>
    );
  }
  return (
    <FlexBox
      vertical
      gap={8}
      role="group"
      aria-label={ariaLabel ?? label}
      style={{ width: '100%' }}
    >
      <MutedText>{question}</MutedText>
      <FlexBox gap={8} wrap>
        <KitButton danger type="primary" loading={loading} onClick={onConfirm}>
          {s.confirm}
        </KitButton>
        <KitButton onClick={() => setAsking(false)} disabled={loading}>
          {s.cancel}
        </KitButton>
      </FlexBox>
    </FlexBox>
  );
}
