import { t } from '@organizator/shared/i18n';
import { Modal } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmDeleteProps {
  open: boolean;
  title?: ReactNode;
  text?: ReactNode;
  /** The confirm button's text; "Obriši" unless the action is not a deletion. */
  confirmText?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation dialog (cancel, delete) of destructive actions in lists, notes and groceries. */
export function ConfirmDelete({
  open,
  title,
  text,
  confirmText,
  onCancel,
  onConfirm,
}: ConfirmDeleteProps) {
  return (
    <Modal
      open={open}
      title={title ?? t.common.confirmDeleteTitle}
      okText={confirmText ?? t.common.delete}
      cancelText={t.common.cancel}
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {text ?? t.common.confirmDeleteText}
    </Modal>
  );
}
