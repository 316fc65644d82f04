import type { ReactNode } from 'react';

/** Keeps the groceries pages at a readable width inside the shell's content area. */
export function PageFrame({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: 800, width: '100%', margin: '0 auto' }}>{children}</div>;
}
