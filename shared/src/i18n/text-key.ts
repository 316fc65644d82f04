import { type Dictionary, t } from './dictionary';

type StringEntries<Area> = {
  [Name in keyof Area & string]: Area[Name] extends string ? Name : never;
}[keyof Area & string];

/**
 * The name of a fixed text of the dictionary, `area.name` (e.g. `titles.lists`): what a table that
 * cannot hold the text itself (the route manifest, read before any dictionary is bundled) refers to.
 */
export type TextKey = {
  [Area in keyof Dictionary & string]: `${Area}.${StringEntries<Dictionary[Area]>}`;
}[keyof Dictionary & string];

/** The text a `TextKey` names. */
export function text(key: TextKey): string {
  const [area, name] = key.split('.') as [keyof Dictionary, string];
  return (t[area] as Readonly<Record<string, string>>)[name] as string;
}

/** Every fixed string of `Area`, its nested groups' too. */
type StringValues<Area> = Area extends string
  ? Area
  : Area extends Readonly<Record<string, unknown>>
    ? { [Name in keyof Area]: StringValues<Area[Name]> }[keyof Area]
    : never;

/**
 * A fixed text of the dictionary, of any area: what a mutation's `meta` carries, taken by the code
 * that makes the mutation from its area's texts. A type only: it loads no area's texts.
 */
export type DictionaryText = StringValues<
  Dictionary &
    typeof import('./hr/lists') &
    typeof import('./hr/notes') &
    typeof import('./hr/groceries') &
    typeof import('./hr/barcodes') &
    typeof import('./hr/recipes') &
    typeof import('./hr/diary') &
    typeof import('./hr/plan') &
    typeof import('./hr/trends') &
    typeof import('./hr/settings')
>;
