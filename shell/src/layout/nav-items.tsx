import type { AreaName } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
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

/** SPEC §2 side navigation, in order. */
export const NAV_ITEMS: NavItem[] = [
  {
    to: '/dashboard',
    label: t.nav.lists,
    icon: <ListIcon />,
    area: 'mf_lists',
    activePrefix: '/dashboard',
  },
  {
    to: '/notes',
    label: t.nav.notes,
    icon: <NoteIcon />,
    area: 'mf_notes',
    activePrefix: '/notes',
  },
  {
    to: '/groceries',
    label: t.nav.groceries,
    icon: <BasketIcon />,
    area: 'mf_groceries',
    activePrefix: '/groceries',
  },
  {
    to: '/food-diary/day/today',
    label: t.nav.foodDiary,
    icon: <DiaryIcon />,
    area: 'mf_diary',
    activePrefix: '/food-diary',
  },
  {
    to: '/settings',
    label: t.nav.settings,
    icon: <SettingsIcon />,
    area: 'mf_settings',
    activePrefix: '/settings',
  },
];

export const isActive = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);
