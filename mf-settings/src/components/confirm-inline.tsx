import { MutedText } from '@organizator/shared/ui';
import { Button, Flex } from 'antd';
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
      <Button danger icon={icon} aria-label={ariaLabel} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <Flex vertical gap={8} role="group" aria-label={ariaLabel ?? label} style={{ width: '100%' }}>
      <MutedText>{question}</MutedText>
      <Flex gap={8} wrap>
        <Button danger type="primary" loading={loading} onClick={onConfirm}>
          {s.confirm}
        </Button>
        <Button onClick={() => setAsking(false)} disabled={loading}>
          {s.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}
