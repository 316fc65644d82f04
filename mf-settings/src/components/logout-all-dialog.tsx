import { authApi } from '@organizator/shared/client';
import { t } from '@organizator/shared/i18n';
import { useNavigate } from '@organizator/shared/router';
import { toast } from '@organizator/shared/runtime';
import { useMutation } from '@tanstack/react-query';
import { Modal } from 'antd';

const s = t.settings;

/**
 * Asks before ending every session of the user. Once the API has revoked them, the shell's /logout
 * clears this tab's token and cache like an ordinary logout.
 */
export function LogoutAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const logoutAll = useMutation({
    mutationFn: () => authApi.logoutAll(),
    onSuccess: () => navigate('/logout'),
    onError: (error) => {
      console.error(error);
      onClose();
      toast.error(s.logoutAllError);
    },
  });
  return (
    <Modal
      open={open}
      title={s.logoutAllTitle}
      okText={s.logoutAllConfirm}
      cancelText={t.common.cancel}
      okButtonProps={{ danger: true, loading: logoutAll.isPending }}
      onOk={() => logoutAll.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      {s.logoutAllText}
    </Modal>
  );
}
