import { useNavigate } from '@organizator/shared/router';
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';

/** An antd button that is a real link (href for a11y and new tabs) but navigates in the SPA. */
export function LinkButton({
  to,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
