import type { MouseEvent, ReactNode } from 'react';

/**
 * An anchor that navigates client-side through `navigate` (a plain click), and behaves like any
 * link otherwise (new tab, copy address). Used where the router may not exist yet.
 */
export function AppLink({
  to,
  navigate,
  className,
  children,
}: {
  to: string;
  navigate: (to: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
