import type { AnyNode, Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { decodeHTML } from 'entities';
import { parseDocument } from 'htmlparser2';

/** A recipe as a page or a text states it, before its lines are read and matched. */
export interface RecipeSource {
  name: string;
  servings: number | null;
  ingredients: string[];
  instructions: string;
}

/** Nesting a page's JSON-LD is searched to (a Recipe sits at most a few levels in). */
const DEPTH_MAX = 6;
const SERVINGS_MAX = 1000;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (value: JsonObject): string[] => {
  const type = value['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*\//, ''));
};

/** Text a page wrote into a value: tags and entities out, spaces single, lines kept. */
export function plain(value: string): string {
  return decodeHTML(
    value
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(?:p|li|div|h\d)>/gi, '\n')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[\p{Cc}\p{Cs}]/gu, (c) => (c === '\n' ? '\n' : ' '))
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const textOf = (value: Json | undefined): string => {
  if (typeof value === 'string') return plain(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('\n');
  if (isObject(value)) return textOf(value.text ?? value.name ?? value['@value']);
  return '';
};

/** recipeYield in its shapes: 4, '4', '4 porcije', 'Serves 4-6', ['4', '4 osobe']. */
export function servingsOf(value: Json | undefined): number | null {
  const values = Array.isArray(value) ? value : [value];
  for (const v of values) {
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '';
    const found = /\d+(?:[.,]\d+)?/.exec(text);
    if (!found) continue;
    const n = Math.round(Number(found[0].replace(',', '.')));
    if (n >= 1 && n <= SERVINGS_MAX) return n;
  }
  return null;
}

/** recipeInstructions as text: a string, HowToSteps, HowToSections of steps, or a mix. */
export function instructionsOf(value: Json | undefined): string {
  if (typeof value === 'string') return plain(value);
  if (Array.isArray(value)) return value.map(instructionsOf).filter(Boolean).join('\n');
  if (!isObject(value)) return '';
  const types = typesOf(value);
  const steps = value.itemListElement;
  if (types.includes('HowToSection') || (steps !== undefined && !types.includes('HowToStep'))) {
    const title = textOf(value.name);
    const body = instructionsOf(steps);
    return [title, body].filter(Boolean).join('\n');
  }
  return textOf(value.text ?? value.name);
}

const linesOf = (value: Json | undefined): string[] => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.flatMap((v) => textOf(v).split('\n')).filter((l) => l.length > 0);
};

/** A schema.org Recipe found anywhere in a JSON-LD value: itself, in an array, in @graph. */
function findRecipe(value: Json | undefined, depth = 0): JsonObject | null {
  if (depth > DEPTH_MAX || value === undefined) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipe(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (typesOf(value).includes('Recipe')) return value;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    const found = findRecipe(value[key], depth + 1);
    if (found) return found;
  }
  return null;
}

function fromJsonLd(recipe: JsonObject): RecipeSource {
  return {
    name: textOf(recipe.name ?? recipe.headline).replace(/\n/g, ' '),
    servings: servingsOf(recipe.recipeYield ?? recipe.yield),
    ingredients: linesOf(recipe.recipeIngredient ?? recipe.ingredients),
    instructions: instructionsOf(recipe.recipeInstructions),
  };
}

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script';

/** The values of microdata properties under `scope`, not entering nested items but their text. */
function microdataProps(scope: Element): Map<string, Element[]> {
  const props = new Map<string, Element[]>();
  const visit = (node: AnyNode) => {
    if (!isElement(node)) return;
    const names = (getAttributeValue(node, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
    for (const name of names) props.set(name, [...(props.get(name) ?? []), node]);
    // A nested item (a HowToStep, an author) is one value: its own properties are not the recipe's.
    if (node !== scope && node.attribs.itemscope !== undefined) return;
    for (const child of node.children) visit(child);
  };
  visit(scope);
  return props;
}

/** A microdata property's value: a meta's content, a link's address, else the element's text. */
const propValue = (element: Element): string => {
  if (element.attribs.content !== undefined) return plain(element.attribs.content);
  if (element.name === 'meta') return '';
  if (['a', 'link'].includes(element.name) && element.attribs.href) return element.attribs.href;
  return plain(textContent(element));
};

function fromMicrodata(scope: Element): RecipeSource {
  const props = microdataProps(scope);
  const values = (name: string) => (props.get(name) ?? []).map(propValue).filter(Boolean);
  const steps = (props.get('recipeInstructions') ?? []).map((step) => {
    const text = microdataProps(step).get('text')?.[0];
    return propValue(text ?? step);
  });
  return {
    name: values('name')[0]?.replace(/\n/g, ' ') ?? '',
    servings: servingsOf(values('recipeYield')),
    ingredients: [...values('recipeIngredient'), ...values('ingredients')].flatMap((l) =>
      l.split('\n'),
    ),
    instructions: steps.filter(Boolean).join('\n'),
  };
}

/**
 * The recipe a page states: schema.org Recipe in JSON-LD (an object, an array, inside @graph), else
 * in microdata; null when the page states none (or one without ingredients).
 */
export function readRecipePage(html: string): RecipeSource | null {
  const document = parseDocument(html);
  const scripts = findAll(
    (e) =>
      e.name === 'script' &&
      (e.attribs.type ?? '').trim().toLowerCase().startsWith('application/ld+json'),
    document.children,
  );
  for (const script of scripts) {
    let data: Json;
    try {
      data = JSON.parse(textContent(script)) as Json;
    } catch {
      continue;
    }
    const recipe = findRecipe(data);
    if (recipe) {
      const found = fromJsonLd(recipe);
      if (found.ingredients.length > 0) return found;
    }
  }
  const scopes = findAll(
    (e) =>
      e.attribs.itemscope !== undefined && /schema\.org\/Recipe\b/i.test(e.attribs.itemtype ?? ''),
    document.children,
  );
  for (const scope of scopes) {
    const found = fromMicrodata(scope);
    if (found.ingredients.length > 0) return found;
  }
  return null;
}
