import { useHref, useLinkClickHandler } from '@organizator/shared/router';
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';

/**
 * An antd button that is a real link (<a href>, so it opens in a new tab and reads as a link) but
 * navigates inside the app like <Link>; a <button> inside an <a> would be invalid HTML.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const onLinkClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) onLinkClick(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
