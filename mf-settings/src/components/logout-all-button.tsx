import { authApi } from '@organizator/shared/client';
import { t } from '@organizator/shared/i18n';
import { useNavigate } from '@organizator/shared/router';
import { toast } from '@organizator/shared/runtime';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';

const s = t.settings;

/**
 * Ends every session of the user (a lost phone, a shared computer). Once the API has revoked them,
 * the shell's /logout clears this tab's token and cache like an ordinary logout.
 */
export function LogoutAllButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const logoutAll = useMutation({
    mutationFn: () => authApi.logoutAll(),
    onSuccess: () => navigate('/logout'),
    onError: (error) => {
      console.error(error);
      setOpen(false);
      toast.error(s.logoutAllError);
    },
  });
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {s.logoutAll}
      </Button>
      <Modal
        open={open}
        title={s.logoutAllTitle}
        okText={s.logoutAllConfirm}
        cancelText={t.common.cancel}
        okButtonProps={{ danger: true, loading: logoutAll.isPending }}
        onOk={() => logoutAll.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {s.logoutAllText}
      </Modal>
    </>
  );
}
