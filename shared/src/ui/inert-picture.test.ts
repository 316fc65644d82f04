import { FIELD_SELECTOR, PICTURE_CSS, withoutFields } from './inert-picture';

function copyOf(html: string) {
  const root = document.createElement('main');
  root.innerHTML = html;
  return root;
}

describe('withoutFields', () => {
  it('hides every field of a copy in its place, and the kit frames around them', () => {
    const copy = copyOf(
      '<label for="n">Naziv</label><span data-org-field><input id="n" value="Jab"></span>' +
        '<textarea></textarea><select><option>Doručak</option></select>' +
        '<input type="checkbox" checked><input type="hidden" name="csrf">',
    );
    withoutFields(copy);
    for (const field of copy.querySelectorAll<HTMLElement>('[data-org-field], textarea, select'))
      expect(field.style.visibility).toBe('hidden');
    expect(copy.querySelector<HTMLElement>('[type="checkbox"]')?.style.visibility).toBe('hidden');
    // What is not a field stays as it was: the label, a hidden input (it draws nothing anyway).
    expect(copy.querySelector<HTMLElement>('label')?.style.visibility).toBe('');
    expect(copy.querySelector<HTMLElement>('[type="hidden"]')?.style.visibility).toBe('');
  });

  it('keeps the text of an editable block but makes it plain text', () => {
    const copy = copyOf('<div contenteditable="true"><p>Kupiti mlijeko</p></div>');
    withoutFields(copy);
    const block = copy.querySelector('div');
    expect(block?.hasAttribute('contenteditable')).toBe(false);
    expect(block?.style.visibility).toBe('');
    expect(block).toHaveTextContent('Kupiti mlijeko');
    expect(copy.querySelector(FIELD_SELECTOR)).toBeNull();
  });
});

describe('PICTURE_CSS', () => {
  it('hides the fields inside a picture, and only there', () => {
    const style = document.createElement('style');
    style.textContent = PICTURE_CSS;
    document.head.append(style);
    document.body.innerHTML =
      '<div data-org-picture><input aria-label="in picture"></div><input aria-label="live">';
    const inPicture = document.querySelector('[aria-label="in picture"]') as Element;
    const live = document.querySelector('[aria-label="live"]') as Element;
    expect(getComputedStyle(inPicture).visibility).toBe('hidden');
    expect(getComputedStyle(live).visibility).not.toBe('hidden');
    style.remove();
  });
});
