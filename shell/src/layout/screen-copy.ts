import { withoutFields } from '@organizator/shared/picture';

/** Pseudo-elements match no element: a rule for one is kept when its element is in the copy. */
const PSEUDO_ELEMENT =
  /::?(?:before|after|placeholder|selection|marker|first-line|first-letter)\b|::[\w-]+/g;

const KEYFRAMES = /^@(-\w+-)?keyframes/;

/** The elements outside the content a rule may style for it (`:root` variables, the theme class). */
function ancestorsOf(content: Element): Element[] {
  const ancestors: Element[] = [];
  for (let node = content.parentElement; node; node = node.parentElement) ancestors.push(node);
  return ancestors;
}

function usedBy(content: Element, ancestors: Element[], selector: string): boolean {
  const plain = selector.replace(PSEUDO_ELEMENT, '');
  try {
    return (
      content.matches(plain) ||
      content.querySelector(plain) !== null ||
      ancestors.some((element) => element.matches(plain))
    );
  } catch {
    // A selector this engine cannot test here (a prefixed pseudo-class): kept, to be safe.
    return true;
  }
}

/**
 * The rules of `rules` that style something in `content` (or an element around it), nested in
 * their at-rules: a copy carries a few kilobytes of the kit's rules, not the whole kit. Animations
 * are left out: the copy is a still picture. Steps once per rule tested (see `rulesOfSteps`).
 */
function* usedRules(
  rules: CSSRuleList,
  content: Element,
  ancestors: Element[],
): Generator<void, string[]> {
  const used: string[] = [];
  for (const rule of rules) {
    // Told apart by shape, not class: not every engine names every kind of rule.
    if ('selectorText' in rule && typeof rule.selectorText === 'string') {
      if (usedBy(content, ancestors, rule.selectorText)) used.push(rule.cssText);
      yield;
    } else if (KEYFRAMES.test(rule.cssText)) {
      // not needed for a still picture
    } else if ('cssRules' in rule) {
      const inner = yield* usedRules(rule.cssRules as CSSRuleList, content, ancestors);
      if (inner.length === 0) continue;
      const head = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
      used.push(`${head} {\n${inner.join('\n')}\n}`);
    } else {
      // @layer order, @font-face, @property, @import: small, and they change what the rest mean.
      used.push(rule.cssText);
    }
  }
  return used;
}

/**
 * The markup of `content` to paint before any script on the next visit: images the page drew
 * from memory (`blob:`, gone on the next visit) keep their box but not their source, test ids
 * go (a journey that waits for the page by one means the page itself, not its picture), and so do
 * its fields: the picture is inert, and a field drawn in it would take keys that go nowhere.
 */
export function markupOf(content: Element): string {
  const clone = content.cloneNode(true) as Element;
  withoutFields(clone);
  for (const img of clone.querySelectorAll('img[src^="blob:"]')) img.removeAttribute('src');
  for (const element of clone.querySelectorAll('[data-testid]'))
    element.removeAttribute('data-testid');
  return clone.innerHTML;
}

/**
 * The page's stylesheets: those it links (null for one still loading) and those its code wrote in
 * (the note editor's), not the rules of a copy on screen.
 */
const pageSheets = () => [
  ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => link.sheet,
  ),
  ...[...document.querySelectorAll<HTMLStyleElement>('style')]
    .filter((style) => !style.closest('.org-saved-screen'))
    .map((style) => style.sheet),
];

/**
 * The rules `content` is painted with, from every stylesheet of the page (the shell's, the areas'
 * loaded with their code, those their code wrote in), each rule once; null when they cannot be
 * taken whole: a stylesheet it cannot read (another origin's without CORS), or rules that would end
 * the `<style>` they are written into.
 *
 * A generator that steps once per rule tested: the kit's stylesheet holds thousands, too many for
 * one task on a slow phone, so a copy taken while the page is idle is spread over idle periods
 * (`inIdleSlices`), and one taken as the page is left runs them at once (`runToEnd`).
 */
export function* rulesOfSteps(
  content: Element,
  sheets = pageSheets(),
): Generator<void, string | null> {
  const ancestors = ancestorsOf(content);
  const rules = new Set<string>();
  for (const sheet of sheets) {
    if (!sheet) return null;
    let cssRules: CSSRuleList;
    try {
      cssRules = sheet.cssRules;
    } catch {
      return null;
    }
    for (const rule of yield* usedRules(cssRules, content, ancestors)) rules.add(rule);
  }
  const css = [...rules].join('\n');
  return /<\/style/i.test(css) ? null : css;
}
