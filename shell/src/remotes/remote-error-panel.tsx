import { AREAS, type AreaLayout } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AlertIcon } from '../ui/icons';
import { VersionSkewError } from './version-skew';
import './remote-error.css';

/**
 * Shown in place of one area that failed to load or crashed; the rest of the app keeps working. A
 * remote refused for its shared version is named with both versions (retrying cannot fix that until
 * it is redeployed). On bare pages there is no navigation around it, so the panel links home.
 */
export function RemoteErrorPanel({
  onRetry,
  error,
  layout = 'shared',
}: {
  onRetry: () => void;
  error?: unknown;
  layout?: AreaLayout;
}) {
  const skew = error instanceof VersionSkewError ? error : null;
  // Offline, an area whose code was never cached cannot load: say that, not "something failed".
  // The query client's view counts too: a request that got no answer marks the page offline even
  // where `navigator.onLine` says online.
  const offline =
    !skew &&
    ((typeof navigator !== 'undefined' && navigator.onLine === false) || !onlineManager.isOnline());
  const title = skew
    ? t.errors.remoteVersionTitle
    : offline
      ? t.offline.areaUnavailableTitle
      : t.errors.remoteFailedTitle;
  const text = skew
    ? t.errors.remoteVersionText(AREAS[skew.area].pkg, skew.built, skew.running)
    : offline
      ? t.offline.areaUnavailableText
      : t.errors.remoteFailedText;
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', onRetry, { once: true });
    // Back online as the query client learns it (the live stream reached the server), also where
    // the browser never fires `online` because it never thought it was offline.
    const stop = onlineManager.subscribe((online) => {
      if (online) onRetry();
    });
    return () => {
      window.removeEventListener('online', onRetry);
      stop();
    };
  }, [offline, onRetry]);
  return (
    <section
      className="org-remote-error"
      role="alert"
      data-testid="remote-error"
      data-reason={skew ? 'version' : offline ? 'offline' : 'load'}
    >
      <div className="org-remote-error__icon">
        <AlertIcon />
      </div>
      <h2 className="org-remote-error__title">{title}</h2>
      <p className="org-remote-error__text">{text}</p>
      <div className="org-remote-error__actions">
        <button type="button" className="org-button org-button--primary" onClick={onRetry}>
          {t.common.retry}
        </button>
        {layout === 'bare' ? (
          <Link className="org-button" to="/">
            {t.errors.notFoundLink}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
