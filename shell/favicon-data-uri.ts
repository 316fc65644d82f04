import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * public/favicon.svg as a `data:` URL for the page's icon link: the browser then draws the tab's
 * icon without a request, which otherwise went out while the page was parsed and shared a phone's
 * network with the first paint (docs/decisions/shell.md, "Nothing else before the first paint").
 * The file stays in the build for the web manifest's icons.
 */
export function faviconDataUri(shellDir: string): string {
  const svg = readFileSync(path.join(shellDir, 'public', 'favicon.svg'), 'utf8').trim();
  // Single quotes keep it inside the attribute's double quotes; `#` would start a fragment.
  return `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[%#<>\n]/g, encodeURIComponent)}`;
}
