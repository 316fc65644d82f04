import { CloseOutlined } from '@ant-design/icons';
import { t } from '@organizator/shared/i18n';
// Through the package name: the page's one toast store (an MF singleton), as the shell's host reads.
import { toastLayer } from '@organizator/shared/runtime';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { KitButton, type KitButtonProps } from './kit-button';
import { type ThemeToken, useThemeToken } from './theme-token';
import './dialog.css';

/** What the default footer's confirm button takes (antd's `okButtonProps`, as the product uses it). */
export type DialogOkButtonProps = Pick<
  KitButtonProps,
  'htmlType' | 'form' | 'disabled' | 'loading' | 'danger'
>;

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  /** Closing by the close button, Escape or a click beside the dialog. */
  onCancel?: () => void;
  /** The default footer's confirm button; a submit button of a `form` needs none. */
  onOk?: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  okButtonProps?: DialogOkButtonProps;
  /** The buttons under the content: cancel and confirm unless given; `null` for none. */
  footer?: ReactNode;
  /** Once the closing has finished (its animation included). */
  afterClose?: () => void;
  /** The content is rendered before the first opening (hidden), not only with it. */
  forceRender?: boolean;
  /** The content is dropped once closed, so the next opening starts afresh. */
  destroyOnHidden?: boolean;
}

/** antd's modal tokens (modal/style) from the kit's design tokens. */
function dialogStyle(token: ThemeToken): CSSProperties {
  const titleSize = Number.parseFloat(String(token.fontSizeHeading5));
  const headerHeight = titleSize * token.lineHeightHeading5 + token.padding * 2;
  return {
    '--org-dialog-text': token.colorText,
    '--org-dialog-font': token.fontFamily,
    '--org-dialog-font-size': `${token.fontSize}px`,
    '--org-dialog-line-height': token.lineHeight,
    '--org-dialog-mask': token.colorBgMask,
    '--org-dialog-bg': token.colorBgElevated,
    '--org-dialog-radius': `${token.borderRadiusLG}px`,
    '--org-dialog-shadow': token.boxShadow,
    '--org-dialog-padding': `${token.paddingMD}px ${token.paddingContentHorizontalLG}px`,
    '--org-dialog-header-gap': `${token.marginXS}px`,
    '--org-dialog-title': token.colorTextHeading,
    '--org-dialog-title-weight': token.fontWeightStrong,
    '--org-dialog-title-size': `${titleSize}px`,
    '--org-dialog-title-line-height': token.lineHeightHeading5,
    '--org-dialog-close-size': `${token.controlHeight}px`,
    '--org-dialog-close-offset': `${(headerHeight - token.controlHeight) / 2}px`,
    '--org-dialog-close-radius': `${token.borderRadiusSM}px`,
    '--org-dialog-close-icon': token.colorIcon,
    '--org-dialog-close-icon-hover': token.colorIconHover,
    '--org-dialog-close-icon-size': `${token.fontSizeLG}px`,
    '--org-dialog-close-hover': token.colorBgTextHover,
    '--org-dialog-close-active': token.colorBgTextActive,
    '--org-dialog-footer-gap': `${token.marginXS}px`,
    '--org-dialog-footer-margin': `${token.marginSM}px`,
    '--org-dialog-focus': token.colorPrimaryBorder,
    '--org-dialog-focus-width': `${token.lineWidthFocus}px`,
    '--org-dialog-mid': token.motionDurationMid,
    '--org-dialog-slow': token.motionDurationSlow,
    '--org-dialog-ease-out': token.motionEaseOutCirc,
    '--org-dialog-ease-in-out': token.motionEaseInOutCirc,
  } as CSSProperties;
}

/** The transitions a closing dialog runs (none where they are not drawn, e.g. jsdom). */
function closingFinished(dialog: HTMLDialogElement): Promise<unknown> {
  const running = dialog.getAnimations?.({ subtree: true }) ?? [];
  return Promise.allSettled(running.map((animation) => animation.finished));
}

/**
 * Shows its <dialog> as a modal while mounted. It is the dialog's first child, so its layout
 * effect runs before React focuses the content's `autoFocus` field (children commit in order,
 * before their parent): the field is then already shown and can take the focus.
 */
function ShownAsModal({ onClosing }: { onClosing: (dialog: HTMLDialogElement) => void }) {
  const marker = useRef<HTMLSpanElement>(null);
  const closing = useRef(onClosing);
  closing.current = onClosing;
  useLayoutEffect(() => {
    const dialog = marker.current?.parentElement;
    if (!(dialog instanceof HTMLDialogElement)) return;
    // The page under an open dialog does not scroll (dialog.css); its scrollbar's room is kept, so
    // the page does not move sideways where scrollbars take room.
    const root = document.documentElement;
    root.toggleAttribute('data-org-scrollbar', window.innerWidth > root.clientWidth);
    // The browser focuses the first button, the close button, as antd's Modal did, unless a field
    // of the content takes the focus next.
    if (!dialog.open) dialog.showModal();
    const toasts = dialog.querySelector<HTMLElement>('.org-dialog__toasts');
    if (toasts) toastLayer.add(toasts);
    return () => {
      if (toasts) toastLayer.remove(toasts);
      // Closing while still in the page returns the focus to where it was before the opening.
      if (dialog.open) dialog.close();
      closing.current(dialog);
    };
  }, []);
  return <span ref={marker} hidden />;
}

/**
 * The product's dialog (a form, a picker, a question before an action), drawn by the kit on the
 * browser's own modal <dialog> in antd Modal's look: the top layer, focus kept inside and returned
 * on closing, Escape, and the rest of the page inert (toasts show inside the dialog meanwhile),
 * without antd, so a page that keeps a dialog ready loads no antd for it (docs/decisions/shell.md,
 * "Dialogs drawn by the kit"). Load it on first open with `lazyDialog`; a question before an
 * action is `ConfirmDialog`.
 */
export function Dialog({
  open,
  title,
  children,
  onCancel,
  onOk,
  okText = t.common.ok,
  cancelText = t.common.cancel,
  okButtonProps,
  footer,
  afterClose,
  forceRender = false,
  destroyOnHidden = false,
}: DialogProps) {
  const token = useThemeToken();
  const titleId = useId();
  // Shown: open, or still animating its closing (its content stays until then).
  const [shown, setShown] = useState(open);
  const [everShown, setEverShown] = useState(open);
  if (open && !shown) setShown(true);
  if (open && !everShown) setEverShown(true);
  const latest = useRef({ open, onCancel, afterClose });
  latest.current = { open, onCancel, afterClose };
  const pressedOutside = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const onClosing = (dialog: HTMLDialogElement) => {
    void closingFinished(dialog).then(() => {
      if (!mounted.current || latest.current.open) return;
      setShown(false);
      latest.current.afterClose?.();
    });
  };

  const rendered = open || shown || (!destroyOnHidden && everShown) || forceRender;
  if (!rendered) return null;
  const contentShown = open || shown || !destroyOnHidden;

  const defaultFooter = (
    <>
      <KitButton onClick={onCancel}>{cancelText}</KitButton>
      <KitButton type="primary" {...okButtonProps} onClick={onOk}>
        {okText}
      </KitButton>
    </>
  );
  const shownFooter = footer === undefined ? defaultFooter : footer;

  return createPortal(
    <dialog
      className="org-dialog"
      style={dialogStyle(token)}
      aria-labelledby={title ? titleId : undefined}
      // Escape closes at once, as antd's: before a search field takes it to clear its text, and
      // unless something inside (an open list of suggestions) has used it.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing)
          return;
        event.preventDefault();
        latest.current.onCancel?.();
      }}
      // The browser's own request to close (Escape elsewhere, a phone's back gesture) asks the
      // owner, which closes the dialog by its `open`.
      onCancel={(event) => {
        event.preventDefault();
        latest.current.onCancel?.();
      }}
      // Closed by the browser itself (a second Escape it no longer lets the page refuse).
      onClose={() => {
        if (latest.current.open) latest.current.onCancel?.();
      }}
      onMouseDown={(event: MouseEvent) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      // A click beside the panel (on antd's mask): pressed and released there, not a text
      // selection dragged out of the panel.
      onClick={(event: MouseEvent) => {
        if (pressedOutside.current && event.target === event.currentTarget) onCancel?.();
        pressedOutside.current = false;
      }}
    >
      {open ? <ShownAsModal onClosing={onClosing} /> : null}
      <div className="org-dialog__panel">
        <div className="org-dialog__content">
          <button
            type="button"
            className="org-dialog__close"
            aria-label={t.common.close}
            onClick={onCancel}
          >
            <CloseOutlined aria-hidden />
          </button>
          {title ? (
            <div className="org-dialog__header">
              <div className="org-dialog__title" id={titleId}>
                {title}
              </div>
            </div>
          ) : null}
          <div className="org-dialog__body">{contentShown ? children : null}</div>
          {shownFooter ? <div className="org-dialog__footer">{shownFooter}</div> : null}
        </div>
      </div>
      {/* Toasts while the dialog is open: outside it, the page is inert and under the backdrop. */}
      <div className="org-dialog__toasts" />
    </dialog>,
    document.body,
  );
}
