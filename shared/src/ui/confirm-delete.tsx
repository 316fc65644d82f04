import { t } from '@organizator/shared/i18n';
import { Modal } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmDeleteProps {
  open: boolean;
  title?: ReactNode;
  text?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation dialog (cancel, delete) used by lists, notes and groceries. */
export function ConfirmDelete({ open, title, text, onCancel, onConfirm }: ConfirmDeleteProps) {
  return (
    <Modal
      open={open}
      title={title ?? t.common.confirmDeleteTitle}
      okText={t.common.delete}
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
