import { auth } from './hr/auth';
import { barcodes } from './hr/barcodes';
import { common } from './hr/common';
import { diary } from './hr/diary';
import { errors } from './hr/errors';
import { groceries } from './hr/groceries';
import { lists } from './hr/lists';
import { nav } from './hr/nav';
import { notes } from './hr/notes';
import { offline } from './hr/offline';
import { plan } from './hr/plan';
import { recipes, visibility } from './hr/recipes';
import { settings } from './hr/settings';
import { trends } from './hr/trends';

/** Every user-visible string of the product, Croatian; one file per area, one dictionary. */
export const t = {
  common,
  errors,
  nav,
  auth,
  lists,
  notes,
  groceries,
  barcodes,
  recipes,
  visibility,
  diary,
  plan,
  trends,
  settings,
  offline,
} as const;
export type Dictionary = typeof t;
