import { routeForPath } from '@organizator/shared/domain';
import { useLocation } from '@organizator/shared/router';
import type { ReactNode } from 'react';

/**
 * A page's column: centred at the width its route has in the area manifest, where the shell's boot
 * frame and loading state drew the page's title; the whole content area for a route without one.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const width = routeForPath(useLocation().pathname)?.width;
  if (width === undefined) return children;
  return <div style={{ maxWidth: width, width: '100%', margin: '0 auto' }}>{children}</div>;
}
