import { t } from '@organizator/shared/i18n';
import { AlertIcon } from '../ui/icons';
import './remote-error.css';

/** Shown in place of one area that failed to load or crashed; the rest of the app keeps working. */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="org-remote-error" role="alert" data-testid="remote-error">
      <div className="org-remote-error__icon">
        <AlertIcon />
      </div>
      <h2 className="org-remote-error__title">{t.errors.remoteFailedTitle}</h2>
      <p className="org-remote-error__text">{t.errors.remoteFailedText}</p>
      <button type="button" className="org-button org-button--primary" onClick={onRetry}>
        {t.common.retry}
      </button>
    </section>
  );
}
