/** Business constants of docs/product.md#constants, in one place. */
export const APP_VERSION = 'v0.22';
/** Where the API answers, on the page's own origin. */
export const API_BASE = '/api';
export const LOGIN_CODE_LENGTH = 8;
/**
 * What an e-mail address must look like: the contract validates with it and the sign-in form checks
 * with it before sending (so the form never needs zod). It is zod's own `regexes.email`, written out;
 * a test fails if zod's changes.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The diary's meals, in the order a day shows them (docs/product.md#data). */
export const DIARY_MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const SEARCH_MIN_LENGTH = 3;
export const DEFAULT_DAILY_ENERGY_GOAL = 1800;
/** The whole kcal a daily energy goal may be (the API refuses others; the goal form keeps to them). */
export const DAILY_ENERGY_GOAL_MIN = 0;
export const DAILY_ENERGY_GOAL_MAX = 20000;
export const DEFAULT_SERVINGS = 1;
export const NUTRITION_PACK = '100g / 100ml';
export const IMAGE_MAX_WIDTH = 400;
export const IMAGE_JPEG_QUALITY = 1;
/** Done items stay in place until the taps in a list have paused this long (a mis-tap can be undone, nothing moves under the finger). */
export const DONE_ITEM_LINGER_MS = 2000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const SETTINGS_SAVED_TOAST_MS = 5000;

/** Query freshness (docs/product.md#constants). */
export const STALE_TIME_DEFAULT_MS = 10_000;
export const STALE_TIME_PAGE_MS = 5_000;
export const STALE_TIME_LISTS_MS = 10 * 60_000;
export const STALE_TIME_ME_MS = 0;
/** A view others change while it is open (a team, invites) is asked again this often. */
export const REFETCH_LIVE_VIEW_MS = 5000;

/** Local storage keys (docs/product.md#data). */
export const ACCESS_TOKEN_KEY = 'access_token';
export const DARK_MODE_KEY = 'darkMode';

/** Login codes (ARCHITECTURE.md, api). */
export const LOGIN_CODE_TTL_MS = 15 * 60_000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
