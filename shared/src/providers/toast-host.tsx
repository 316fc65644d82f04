import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '../domain/constants';
import { t } from '../i18n/dictionary';
import { toastBus, useCurrentToast } from '../runtime/toast-bus';
import './toast-host.css';

/** Renders the one current toast (SPEC §4): closes after its duration, on a 50 px swipe or the button. */
export function ToastHost() {
  const toast = useCurrentToast();
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!toast) return;
    setOffset(0);
    const timer = setTimeout(() => toastBus.dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!toast) return <div className="org-toast-region" aria-live="polite" />;

  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (Math.abs(offset) >= TOAST_SWIPE_THRESHOLD_PX) toastBus.dismiss(toast.id);
    else setOffset(0);
    start.current = null;
  };

  return (
    <div className="org-toast-region" aria-live="polite">
      <div
        className="org-toast"
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        data-variant={toast.variant}
        data-testid="toast"
        style={{
          transform: `translateX(${offset}px)`,
          opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6),
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div className="org-toast__body">
          <p className="org-toast__title">{toast.title}</p>
          {toast.description ? <p className="org-toast__description">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          className="org-toast__close"
          aria-label={t.common.close}
          onClick={() => toastBus.dismiss(toast.id)}
        >
          ×
        </button>
      </div>
    </div>
  );
}
