import { t } from '@organizator/shared/i18n';
import { Link } from 'react-router-dom';
import { Logo } from '../ui/logo';
import { ThemeToggle } from '../ui/theme-toggle';
import './legal.css';

interface Section {
  readonly heading: string;
  readonly text: string;
}

/** docs/product.md#screens legal pages: dated 18 December 2023, a header link to the start page and a login link. */
function LegalPage({ title, sections }: { title: string; sections: readonly Section[] }) {
  return (
    <div className="org-legal">
      <header className="org-legal__header">
        <Link to="/" className="org-legal__home" aria-label={t.auth.legal.home}>
          <Logo size={28} />
        </Link>
        <nav className="org-legal__nav">
          <Link to="/">{t.auth.legal.home}</Link>
          <Link className="org-button org-button--primary" to="/login">
            {t.auth.legal.login}
          </Link>
          <ThemeToggle />
        </nav>
      </header>
      <main className="org-legal__body">
        <h1>{title}</h1>
        <p className="org-legal__date">{t.auth.legal.updated}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </main>
    </div>
  );
}

export const PrivacyPage = () => (
  <LegalPage title={t.auth.legal.privacyTitle} sections={t.auth.legal.privacy} />
);
export const TermsPage = () => (
  <LegalPage title={t.auth.legal.termsTitle} sections={t.auth.legal.terms} />
);
