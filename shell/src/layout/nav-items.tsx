import { AREA_ROUTES, type AreaName, type NavIcon } from '@organizator/shared/domain';
import { text } from '@organizator/shared/i18n';
import type { ReactNode } from 'react';
import { BasketIcon, DiaryIcon, ListIcon, NoteIcon, SettingsIcon } from '../ui/icons';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** The remote behind the link, preloaded on hover and focus. */
  area: AreaName;
  /** Paths under this prefix mark the link active. */
  activePrefix: string;
}

const ICONS: Record<NavIcon, ReactNode> = {
  list: <ListIcon />,
  note: <NoteIcon />,
  basket: <BasketIcon />,
  diary: <DiaryIcon />,
  settings: <SettingsIcon />,
};

/** The side navigation: every manifest route with a nav entry, in the manifest's order. */
export const NAV_ITEMS: NavItem[] = AREA_ROUTES.flatMap(({ path, area, nav }) =>
  nav
    ? [
        {
          to: nav.to ?? path,
          label: text(nav.label),
          icon: ICONS[nav.icon],
          area,
          activePrefix: nav.activePrefix ?? path,
        },
      ]
    : [],
);

export const isActive = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);
