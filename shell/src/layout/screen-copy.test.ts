import { runToEnd } from './idle-slices';
import { markupOf, rulesOfSteps } from './screen-copy';

const rulesOf = (content: Element, sheets: (CSSStyleSheet | null)[]) =>
  runToEnd(rulesOfSteps(content, sheets));

/** A stylesheet as the page would link it. */
function sheet(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style.sheet;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

function page(html: string) {
  document.documentElement.className = 'dark';
  document.body.innerHTML = `<div id="root"><main>${html}</main></div>`;
  return document.querySelector('main') as Element;
}

it('a copy carries the rules that style what it holds, in their at-rules, and no other', () => {
  const content = page('<ul class="list"><li class="row">Mlijeko</li></ul>');
  const css = rulesOf(content, [
    sheet(`
      :root { --gap: 8px; }
      .dark .row { color: white; }
      .row::before { content: "•"; }
      .card { border: 1px solid; }
      @media (min-width: 600px) { .list { display: grid; } .card { padding: 0; } }
      @keyframes spin { to { transform: rotate(1turn); } }
    `),
  ]);
  expect(css).toContain('--gap: 8px');
  expect(css).toContain('.dark .row');
  expect(css).toContain('.row::before');
  expect(css).toMatch(/@media \(min-width: 600px\) \{\s*\.list \{\s*display: grid;\s*\}\s*\}/);
  expect(css).not.toContain('.card');
  expect(css).not.toContain('@keyframes');
});

it('the same rule from two stylesheets is carried once', () => {
  const content = page('<p class="row">Mlijeko</p>');
  const css = rulesOf(content, [sheet('.row { color: red; }'), sheet('.row { color: red; }')]);
  expect(css?.match(/\.row/g)).toHaveLength(1);
});

it('no copy while a stylesheet is still loading, or with rules that would end their element', () => {
  const content = page('<p class="row">Mlijeko</p>');
  expect(rulesOf(content, [null])).toBeNull();
  expect(rulesOf(content, [sheet('.row::after { content: "</style>"; }')])).toBeNull();
});

it('images drawn from memory keep their box but not their source, and test ids go', () => {
  const content = page(
    '<img src="blob:http://localhost/1" alt="Fotografija" width="40"><p data-testid="row">A</p>',
  );
  expect(markupOf(content)).toBe('<img alt="Fotografija" width="40"><p>A</p>');
  // The page itself is left as it is.
  expect(content.querySelector('img')?.getAttribute('src')).toBe('blob:http://localhost/1');
});

it('a copy draws no field: it keeps their place, and an editable block keeps its text as plain text', () => {
  const content = document.createElement('main');
  content.innerHTML =
    '<label for="n">Naziv</label><span data-org-field=""><input id="n"></span>' +
    '<div contenteditable="true"><p>Kupiti mlijeko</p></div>';
  expect(markupOf(content)).toBe(
    '<label for="n">Naziv</label><span data-org-field="" style="visibility: hidden;"><input id="n" style="visibility: hidden;"></span>' +
      '<div><p>Kupiti mlijeko</p></div>',
  );
  // The page itself keeps its live fields.
  expect(content.querySelector('input')?.getAttribute('style')).toBeNull();
  expect(content.querySelector('div')?.getAttribute('contenteditable')).toBe('true');
});
