import { t } from '@organizator/shared/i18n';
import { Modal } from 'antd';

export interface LeavePromptProps {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}

/** "Leave the note?" with stay / leave; loaded lazily by unsaved-changes.tsx. */
export function LeavePrompt({ open, onLeave, onStay }: LeavePromptProps) {
  return (
    <Modal
      open={open}
      title={t.notes.leaveTitle}
      okText={t.notes.leave}
      cancelText={t.notes.stay}
      okButtonProps={{ danger: true }}
      onOk={onLeave}
      onCancel={onStay}
      destroyOnHidden
    >
      {t.notes.leaveText}
    </Modal>
  );
}
