import { useHref, useLinkClickHandler } from '@organizator/shared/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type KitButtonLook, kitButtonContent, kitButtonLook } from './kit-button';
import { useThemeToken } from './theme-token';

/**
 * A button that is a real link (<a href>, so it opens in a new tab and reads as a link) but
 * navigates inside the app like <Link>; a <button> inside an <a> would be invalid HTML. Drawn as
 * the kit's button (antd's look, no antd).
 */
export function LinkButton({
  to,
  type,
  danger,
  size,
  block,
  icon,
  children,
  className,
  style,
  onClick,
  ...rest
}: Omit<KitButtonLook, 'loading'> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> & { to: string }) {
  const href = useHref(to);
  const onLinkClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const token = useThemeToken();
  const hasText = children !== undefined && children !== null && children !== false;
  const look = kitButtonLook(token, { type, danger, size, block, icon }, hasText);
  return (
    <a
      {...rest}
      href={href}
      className={className ? `${look.className} ${className}` : look.className}
      style={{ ...look.style, ...style }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) onLinkClick(event);
      }}
    >
      {kitButtonContent(icon, false, children)}
    </a>
  );
}
