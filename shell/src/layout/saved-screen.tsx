import { PICTURE, PICTURE_CSS } from '@organizator/shared/picture';
import type { ScreenCopy } from './first-screen';

/**
 * The page's content as it was last painted, with the rules it was painted with (docs/decisions/
 * shell.md, "First screen of a page: its saved copy"), shown while the app starts: inert and busy,
 * it is a picture of the page, replaced by the page itself once its code and saved data are in.
 * Its rules go with it. It draws no field (a copy saved before copies were taken without them).
 */
export function SavedScreen({ copy }: { copy: ScreenCopy }) {
  return (
    <div
      className="org-saved-screen"
      inert
      aria-busy="true"
      {...PICTURE}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup and rules the app took from its own render on the last visit, kept in this session's storage, holding no `</style>` (screen-copy.ts); the CSP runs no inline handler in it.
      dangerouslySetInnerHTML={{ __html: `<style>${copy.css}${PICTURE_CSS}</style>${copy.html}` }}
    />
  );
}
