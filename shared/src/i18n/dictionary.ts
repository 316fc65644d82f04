import { auth } from './hr/auth';
import { common } from './hr/common';
import { errors } from './hr/errors';
import { nav } from './hr/nav';
import { offline } from './hr/offline';
import { titles } from './hr/titles';

/**
 * The texts the shell itself shows (its layout, sign-in, boot screens, offline notices, the page
 * titles it heads before a remote arrives) and the words every area uses. Every user-visible string
 * of the product is in this folder, one file per area; an area's own texts are imported from
 * `@organizator/shared/i18n/<area>` by that area's code, so they load with its remote, not with
 * every page (docs/decisions/shell.md, "The dictionary, loaded by area").
 */
export const t = {
  common,
  errors,
  nav,
  auth,
  offline,
  titles,
} as const;
export type Dictionary = typeof t;
