import { t } from '@organizator/shared/i18n';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../ui/icons';
import { Logo } from '../ui/logo';
import { NavLinks } from './nav-links';

/** docs/product.md#screens: on small screens a left slide-in menu with the same links; closes on selection. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    panel.current?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div className="org-drawer" data-open={open || undefined} aria-hidden={!open}>
      <button
        type="button"
        className="org-drawer__backdrop"
        tabIndex={-1}
        aria-label={t.nav.closeMenu}
        onClick={onClose}
      />
      <div
        ref={panel}
        className="org-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t.nav.mainNavigation}
        tabIndex={-1}
        inert={!open}
        data-testid="mobile-menu"
      >
        <div className="org-drawer__head">
          <Logo size={28} />
          <button
            type="button"
            className="org-icon-button"
            aria-label={t.nav.closeMenu}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <NavLinks onNavigate={onClose} />
      </div>
    </div>
  );
}
