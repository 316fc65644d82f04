import type { ItemOption } from '@organizator/shared/contract';
import { ITEM_NAME_MAX, ITEM_QUANTITY_MAX } from '@organizator/shared/contract';

/** At most this many lines are taken in one go (a week's shop; a paste of a whole page is not). */
export const MAX_LINES = 50;

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const UNIT = String.raw`(?:kom|kg|dag|g|l|dl|ml|pak|paketa?|kutij[ae]|boc[ae]|x)\.?`;
const QUANTITY = `${NUMBER}\\s*(?:${UNIT}(?![\\p{L}]))?`;
const TRAILING = new RegExp(`^(.+?)\\s+(${QUANTITY})$`, 'iu');
const LEADING = new RegExp(`^(${QUANTITY})\\s+(.+)$`, 'iu');

/** "2l" and "2  L" are shown as "2 l". */
function tidyQuantity(raw: string): string {
  const match = raw.match(new RegExp(`^(${NUMBER})\\s*(.*)$`, 'u'));
  if (!match) return raw.trim();
  const [, number = '', unit = ''] = match;
  return (unit ? `${number} ${unit.toLocaleLowerCase('hr')}` : number).slice(0, ITEM_QUANTITY_MAX);
}

export interface ParsedLine {
  name: string;
  quantity: string | null;
}

/**
 * One line of the "several at once" field: a name with an optional quantity before or after it
 * ("Mlijeko 2 l", "3 kom jogurt", "Jaja 10"). A number that is part of a name without a space
 * ("Mlijeko 2,8%") stays in the name.
 */
export function parseLine(line: string): ParsedLine {
  const text = line.trim().replace(/\s+/g, ' ');
  const trailing = text.match(TRAILING);
  if (trailing?.[1] && trailing[2]) {
    return { name: trailing[1], quantity: tidyQuantity(trailing[2]) };
  }
  const leading = text.match(LEADING);
  if (leading?.[1] && leading[2]) return { name: leading[2], quantity: tidyQuantity(leading[1]) };
  return { name: text, quantity: null };
}

/** One item per non-empty line (commas belong to names and decimal quantities: "1,5 l"). */
export function parseLines(text: string): ParsedLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, MAX_LINES)
    .map(parseLine)
    .map((item) => ({ ...item, name: item.name.slice(0, ITEM_NAME_MAX) }));
}

export interface SmartItem {
  name: string;
  category: string;
  quantity: string | null;
}

/**
 * Smart add for each line: a name the team used before brings back the category and quantity it
 * was last added with (a quantity typed on the line wins); a new name takes the category chosen in
 * the view, if any (none: the API files it under "ostalo"). Unlike a single add, a chosen category
 * does not override a known name's: the lines are usually of several categories.
 */
export function smartItems(
  lines: readonly ParsedLine[],
  options: readonly ItemOption[],
  chosenCategory: string | undefined,
): SmartItem[] {
  const known = new Map<string, ItemOption>();
  for (const option of options) {
    const key = option.name.toLocaleLowerCase('hr');
    if (!known.has(key)) known.set(key, option);
  }
  return lines.map(({ name, quantity }) => {
    const used = known.get(name.toLocaleLowerCase('hr'));
    return {
      name,
      category: used?.category ?? chosenCategory ?? '',
      quantity: quantity ?? used?.quantity ?? null,
    };
  });
}
