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
