import type { ReactNode } from 'react';

/**
 * Where a page of a layout of its own draws its content: the part of it a saved copy is taken from
 * and painted into (first-screen.ts). No box of its own, so the page lays out as without it.
 */
export function BareContent({ children }: { children?: ReactNode }) {
  return (
    <div className="org-bare-content" data-screen="">
      {children}
    </div>
  );
}
