import { ConfirmDialog } from '@organizator/shared/ui';
import { t } from '../texts';

export interface LeavePromptProps {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}

/** "Leave the note?" with stay / leave: the shared confirm dialog with the note's texts. */
export function LeavePrompt({ open, onLeave, onStay }: LeavePromptProps) {
  return (
    <ConfirmDialog
      open={open}
      title={t.notes.leaveTitle}
      text={t.notes.leaveText}
      okText={t.notes.leave}
      cancelText={t.notes.stay}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
