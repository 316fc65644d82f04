import { parseIngredientLine } from './ingredient-line';
import type { RecipeSource } from './recipe-page';

const INGREDIENTS_HEADING = /^(?:sastojci|namirnice|potrebno|ingredients|you will need)\b.*:?$/iu;
const PREPARATION_HEADING =
  /^(?:priprema|postupak|upute|način pripreme|preparation|instructions|method|directions|steps)\b.*:?$/iu;
const SERVINGS =
  /(?:za|serves|servings|porcij\p{L}*|osob\p{L}*|yield\p{L}*)\D{0,12}(\d{1,4})|(\d{1,4})\s*(?:porcij\p{L}*|osob\p{L}*|servings|people)/iu;

/** A line that reads as an ingredient: it has an amount, or it is short and has no sentence. */
const looksLikeIngredient = (line: string) => {
  const parsed = parseIngredientLine(line);
  if (parsed.amount !== null) return true;
  return line.length <= 40 && !/[.!?]$/.test(line) && line.split(' ').length <= 5;
};

/**
 * Pasted text as a recipe: the first line is the title; the ingredient lines follow (after an
 * optional 'Sastojci:' heading) up to a blank line or a 'Priprema:' heading once some were read, or
 * the first line that reads as a sentence; the rest is the preparation. A line saying servings ('Za
 * 4 osobe', 'Serves 4') gives them. Null when there is no title or no ingredient.
 */
export function readRecipeText(text: string): RecipeSource | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const trimmed = lines.map((l) => l.replace(/\s+/g, ' ').trim());
  let at = trimmed.findIndex((l) => l.length > 0);
  if (at < 0) return null;
  const name = trimmed[at] ?? '';
  at += 1;
  let servings: number | null = null;
  const ingredients: string[] = [];
  for (; at < trimmed.length; at++) {
    const line = trimmed[at] ?? '';
    if (line === '') {
      if (ingredients.length > 0) break;
      continue;
    }
    if (PREPARATION_HEADING.test(line)) {
      if (ingredients.length > 0 || servings !== null) {
        at += 1;
        break;
      }
      continue;
    }
    if (INGREDIENTS_HEADING.test(line)) continue;
    const stated = ingredients.length === 0 ? SERVINGS.exec(line) : null;
    if (stated && servings === null && !/^\s*[\d½¼¾]/.test(line)) {
      servings = Number(stated[1] ?? stated[2]);
      continue;
    }
    if (!looksLikeIngredient(line)) break;
    ingredients.push(line.replace(/^\s*(?:[-–—•*·▪►✓])\s*/u, ''));
  }
  if (ingredients.length === 0) return null;
  const rest = lines
    .slice(at)
    .map((l) => l.trim())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
    .filter((l) => !PREPARATION_HEADING.test(l) || l.length > 30)
    .join('\n')
    .trim();
  return {
    name,
    servings: servings !== null && servings >= 1 && servings <= 1000 ? servings : null,
    ingredients,
    instructions: rest,
  };
}
