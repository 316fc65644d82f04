import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_SWIPE_THRESHOLD_PX } from '../domain/constants';
import { t } from '../i18n/dictionary';
import { toastBus, useCurrentToast, useToastLayer } from '../runtime/toast-bus';
import './toast-host.css';

/** Renders the one current toast (docs/product.md#behaviour): closes after its duration, on a 50 px swipe or the button. */
export function ToastHost() {
  const toast = useCurrentToast();
  // Inside the open modal dialog, if there is one (see `toastLayer`).
  const layer = useToastLayer();
  const place = (region: ReactNode) => (layer ? createPortal(region, layer) : region);
  // A toast drawn again elsewhere (a dialog opened or closed under it) is already on screen: it
  // does not slide in again, then or at any later render.
  const drawn = useRef<{ id: number; layer: HTMLElement | null } | null>(null);
  const movedId = useRef<number | null>(null);
  if (toast && drawn.current?.id === toast.id && drawn.current.layer !== layer) {
    movedId.current = toast.id;
  }
  const moved = toast !== null && movedId.current === toast.id;
  useEffect(() => {
    drawn.current = toast ? { id: toast.id, layer } : null;
  });
  const [offset, setOffset] = useState(0);
  // The gesture lives in refs: pointer events can arrive faster than React re-renders.
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!toast) return;
    setOffset(0);
    start.current = null;
    const timer = setTimeout(() => toastBus.dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!toast) return place(<div className="org-toast-region" aria-live="polite" />);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(e.clientX - start.current);
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const distance = e.clientX - start.current;
    start.current = null;
    if (Math.abs(distance) >= TOAST_SWIPE_THRESHOLD_PX) toastBus.dismiss(toast.id);
    else setOffset(0);
  };
  const onPointerCancel = () => {
    start.current = null;
    setOffset(0);
  };

  return place(
    <div className="org-toast-region" aria-live="polite">
      <div
        key={toast.id}
        className="org-toast"
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        data-variant={toast.variant}
        data-swiping={offset !== 0 || undefined}
        data-moved={moved || undefined}
        data-testid="toast"
        style={{
          transform: `translateX(${offset}px)`,
          opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6),
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <span className="org-toast__accent" aria-hidden="true" />
        <div className="org-toast__body">
          <p className="org-toast__title">{toast.title}</p>
          {toast.description ? <p className="org-toast__description">{toast.description}</p> : null}
        </div>
        {toast.action ? (
          <button
            type="button"
            className="org-toast__action"
            onClick={() => {
              toastBus.dismiss(toast.id);
              toast.action?.onClick();
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
        <button
          type="button"
          className="org-toast__close"
          aria-label={t.common.close}
          onClick={() => toastBus.dismiss(toast.id)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M18 6 6 18M6 6l12 12"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        </button>
      </div>
    </div>,
  );
}
