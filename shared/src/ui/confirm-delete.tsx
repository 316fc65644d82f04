import { t } from '@organizator/shared/i18n';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  okText: string;
  cancelText: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirmed action is running: the confirm button spins, the dialog stays. */
  loading?: boolean;
}

/** The one confirmation dialog: a question, a cancel and a (danger) confirm button. */
export function ConfirmDialog({
  open,
  title,
  text,
  okText,
  cancelText,
  onCancel,
  onConfirm,
  loading,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: true, loading }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {text}
    </Dialog>
  );
}

interface ConfirmDeleteProps {
  open: boolean;
  title?: ReactNode;
  text?: ReactNode;
  /** The confirm button's text; "Obriši" unless the action is not a deletion. */
  confirmText?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation (cancel, delete) of destructive actions in lists, notes and groceries. */
export function ConfirmDelete({ title, text, confirmText, ...props }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      {...props}
      title={title ?? t.common.confirmDeleteTitle}
      text={text ?? t.common.confirmDeleteText}
      okText={confirmText ?? t.common.delete}
      cancelText={t.common.cancel}
    />
  );
}
