import { t } from '../texts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DEFAULT_TITLE = new RegExp(
  `^${escapeRegExp(t.lists.defaultTitle)}( \\d{1,2}\\. \\d{1,2}\\. \\d{4}\\.)?$`,
);

/** True while a list still holds the name /lists/new gave it (default title plus a date). */
export const isDefaultTitle = (name: string) => DEFAULT_TITLE.test(name.trim());
