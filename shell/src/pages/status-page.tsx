import type { ReactNode } from 'react';
import { Logo } from '../ui/logo';
import { ThemeToggle } from '../ui/theme-toggle';

/** A centred card for whole-page states: not found, errors, the verification link. */
export function StatusPage({
  icon,
  title,
  children,
  actions,
  testId,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="org-status-page">
      <header className="org-status-page__bar">
        <Logo size={28} />
        <ThemeToggle />
      </header>
      <main className="org-status-page__card" data-testid={testId}>
        {icon ? <div className="org-status-page__icon">{icon}</div> : null}
        <h1 className="org-status-page__title">{title}</h1>
        {children}
        {actions ? <div className="org-status-page__actions">{actions}</div> : null}
      </main>
    </div>
  );
}
