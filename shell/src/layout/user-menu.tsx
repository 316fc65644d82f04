import type { User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { type ThemeMode, themeStore, useTheme } from '@organizator/shared/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListIcon, LogoutIcon, SettingsIcon } from '../ui/icons';

/** Up to two initials from the name, else the e-mail's first letter. */
export function initials(user: Pick<User, 'name' | 'email'>): string {
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [user.email[0] ?? '?'];
  return letters.join('').toUpperCase();
}

const THEME_OPTIONS: { mode: ThemeMode; label: string }[] = [
  { mode: 'light', label: t.nav.themeLight },
  { mode: 'dark', label: t.nav.themeDark },
  { mode: 'system', label: t.nav.themeSystem },
];

/** docs/product.md#screens user menu: avatar, name (or No name), e-mail, lists, settings, logout; plus the theme. */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { mode } = useTheme();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const name = user.name?.trim() || t.common.noName;

  return (
    <div className="org-user-menu" ref={root}>
      <button
        type="button"
        className="org-user-menu__trigger"
        aria-label={t.nav.userMenu}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="user-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <span className="org-avatar" aria-hidden="true">
          {initials(user)}
        </span>
      </button>
      {open ? (
        <div className="org-user-menu__popup" id={menuId}>
          <div className="org-user-menu__who">
            <span className="org-avatar org-avatar--large" aria-hidden="true">
              {initials(user)}
            </span>
            <div className="org-user-menu__identity">
              <p className="org-user-menu__name">{name}</p>
              <p className="org-user-menu__email" title={user.email}>
                {user.email}
              </p>
            </div>
          </div>
          <ul className="org-user-menu__links">
            <li>
              <Link to="/dashboard" className="org-user-menu__link" onClick={close}>
                <ListIcon />
                {t.nav.lists}
              </Link>
            </li>
            <li>
              <Link to="/settings" className="org-user-menu__link" onClick={close}>
                <SettingsIcon />
                {t.nav.settings}
              </Link>
            </li>
          </ul>
          <fieldset className="org-user-menu__theme">
            <legend>{t.nav.theme}</legend>
            <div className="org-segmented">
              {THEME_OPTIONS.map((option) => (
                <label key={option.mode} className="org-segmented__item">
                  <input
                    type="radio"
                    name={`${menuId}-theme`}
                    value={option.mode}
                    checked={mode === option.mode}
                    onChange={() => themeStore.setMode(option.mode)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Link
            to="/logout"
            className="org-user-menu__link org-user-menu__link--danger"
            onClick={close}
          >
            <LogoutIcon />
            {t.nav.logout}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
