/**
 * A picture of a page (its saved first screen, or a form drawn from a saved copy while the
 * server's is on its way) is inert: what is typed or ticked in it goes nowhere. So it draws no
 * field: its fields keep their place (no shift when the live page replaces it) but are not shown,
 * and a field that can be seen can always be typed into.
 */

/** What a field is drawn as: the native controls, an editable block, and the kit's field frames. */
export const FIELD_SELECTOR =
  'input:not([type="hidden"]), textarea, select, [contenteditable]:not([contenteditable="false"]), [data-org-field]';

/** Marks the box a kit field draws around its native control (its border, its background). */
export const FIELD_FRAME = { 'data-org-field': '' } as const;

/** Marks an element whose content is a picture of a page, drawn without its fields. */
export const PICTURE = { 'data-org-picture': '' } as const;

/** The rule that hides a picture's fields (see `PictureStyle`). */
export const PICTURE_CSS = `[data-org-picture] :is(${FIELD_SELECTOR}){visibility:hidden!important}`;

/**
 * Hides the fields of a copy of a page's markup in place, before it is saved: the copy is painted
 * again before any style sheet or script of the app has loaded. An editable block keeps its text
 * (it is what the page shows, often its largest paint) but is no longer editable.
 */
export function withoutFields(copy: Element): void {
  for (const element of copy.querySelectorAll<HTMLElement>(FIELD_SELECTOR)) {
    if (element.isContentEditable || element.hasAttribute('contenteditable')) {
      element.removeAttribute('contenteditable');
      continue;
    }
    element.style.visibility = 'hidden';
  }
}
