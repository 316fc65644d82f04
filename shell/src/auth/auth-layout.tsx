import { t } from '@organizator/shared/i18n';
import type { ReactNode } from 'react';
import { Logo, LogoMark } from '../ui/logo';
import { ThemeToggle } from '../ui/theme-toggle';
import './auth.css';

/** docs/product.md#screens auth layout: brand panel and form side by side on wide screens, a theme toggle. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="org-auth">
      <aside className="org-auth__brand">
        <div className="org-auth__brand-inner">
          <LogoMark size={56} />
          <p className="org-auth__brand-name">{t.common.appName}</p>
          <p className="org-auth__tagline">{t.auth.brandTagline}</p>
          <ul className="org-auth__points">
            {t.auth.brandPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="org-auth__panel">
        <div className="org-auth__topbar">
          <span className="org-auth__mobile-logo">
            <Logo size={28} />
          </span>
          <ThemeToggle />
        </div>
        <div className="org-auth__form">{children}</div>
      </main>
    </div>
  );
}
