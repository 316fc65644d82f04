import { KitButton, lazyDialog } from '@organizator/shared/ui';
import { useState } from 'react';
import { t } from '../texts';

const s = t.settings;

// The confirmation (antd Modal and its motion code) is fetched when the button is pointed at or
// focused, not with the settings page: most visits never open it.
const logoutAllDialog = lazyDialog(
  async () => (await import('./logout-all-dialog')).LogoutAllDialog,
);

/** Ends every session of the user (a lost phone, a shared computer), after a confirmation. */
export function LogoutAllButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <KitButton
        danger
        onClick={() => setOpen(true)}
        onPointerEnter={logoutAllDialog.preload}
        onFocus={logoutAllDialog.preload}
      >
        {s.logoutAll}
      </KitButton>
      <logoutAllDialog.Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
