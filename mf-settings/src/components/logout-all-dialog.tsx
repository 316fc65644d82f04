import { authApi } from '@organizator/shared/client';
import { useNavigate } from '@organizator/shared/router';
import { ConfirmDialog } from '@organizator/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { t } from '../texts';

const s = t.settings;

/**
 * Asks before ending every session of the user. Once the API has revoked them, the shell's /logout
 * clears this tab's token and cache like an ordinary logout.
 */
export function LogoutAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const logoutAll = useMutation({
    mutationFn: () => authApi.logoutAll(),
    meta: { errorTitle: t.settings.logoutAllError },
    onSuccess: () => navigate('/logout'),
    onError: onClose,
  });
  return (
    <ConfirmDialog
      open={open}
      title={s.logoutAllTitle}
      text={s.logoutAllText}
      okText={s.logoutAllConfirm}
      cancelText={t.common.cancel}
      loading={logoutAll.isPending}
      onConfirm={() => logoutAll.mutate()}
      onCancel={onClose}
    />
  );
}
