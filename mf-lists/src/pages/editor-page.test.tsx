import type { List } from '@organizator/shared/contract';
import { DONE_ITEM_LINGER_MS } from '@organizator/shared/domain';
import { listChangeKey, listChangeScope, queries } from '@organizator/shared/query';
import { toastBus, tokenStore } from '@organizator/shared/runtime';
import { makeList, mockApi, pausedChangeState } from '@organizator/tooling/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerMethod, makeItem, mockListsApi, renderAt } from '../test/fixtures';
import { t } from '../texts';
import { EditorPage } from './editor-page';

const render = (list: List, query = '', routes: Parameters<typeof mockListsApi>[0] = {}) => {
  const api = mockListsApi({
    [`GET /lists/${list.id}`]: () => ({ data: { list } }),
    'GET /list-item-options': () => ({ data: { items: [] } }),
    'GET /lists': () => ({ data: { lists: [list] } }),
    ...routes,
  });
  const view = renderAt('/editor/:listId', <EditorPage />, `/editor/${list.id}${query}`);
  return { ...view, api };
};
const headings = () => screen.getAllByTestId('category-heading').map((h) => h.textContent);
const itemNames = () => screen.queryAllByTestId('item-name').map((n) => n.textContent);

const shopping = () =>
  makeList({
    categoriesOrder: ['voće i povrće', 'Mliječni proizvodi'],
    items: [
      makeItem('Mlijeko', 'mliječni proizvodi'),
      makeItem('Baterije', ''),
      makeItem('Jabuke', 'voće i povrće'),
      makeItem('Kruh', 'pekarski proizvodi', true),
    ],
  });

describe('EditorPage: grouping and the showDone filter', () => {
  it('groups items under categories in categoriesOrder, unknown ones last, missing as Ostalo', async () => {
    render(shopping());
    await screen.findAllByTestId('category-heading');
    expect(headings()).toEqual([
      'Voće i povrće',
      'Mliječni proizvodi',
      'Ostalo',
      'Pekarski proizvodi',
    ]);
  });

  it('hides done items unless showDone is in the query, and strikes through an all-done category', async () => {
    render(shopping());
    await screen.findAllByTestId('category-heading');
    expect(itemNames()).toEqual(['Jabuke', 'Mlijeko', 'Baterije']);
    const bakery = screen.getByRole('region', { name: 'Pekarski proizvodi' });
    expect(within(bakery).getByTestId('category-heading')).toHaveAttribute('data-all-done', 'true');
    expect(bakery.querySelector('del')).toHaveTextContent('Pekarski proizvodi');
  });

  it('shows done items with ?showDone, and the eye toggles it', async () => {
    const user = userEvent.setup();
    render(shopping(), '?showDone');
    await screen.findAllByTestId('category-heading');
    expect(itemNames()).toContain('Kruh');
    await user.click(screen.getByRole('button', { name: 'Sakrij kupljeno' }));
    expect(itemNames()).not.toContain('Kruh');
    await user.click(screen.getByRole('button', { name: 'Prikaži kupljeno' }));
    expect(itemNames()).toContain('Kruh');
  });
});

describe('EditorPage: toggling', () => {
  it('strikes an item through at once and hides it only after the linger time', async () => {
    const list = makeList({ items: [makeItem('Mlijeko'), makeItem('Sir')] });
    const { api } = render(list);
    answerMethod(api, 'PUT', 'hang');
    const toggle = await screen.findByRole('button', { name: 'Označi Mlijeko kao kupljeno' });
    // The linger is measured on a fake clock: a loaded machine must not decide this test.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(toggle);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      const done = screen.getByRole('button', { name: 'Označi Mlijeko kao nekupljeno' });
      expect(within(done).getByText('Mlijeko')).toHaveStyle({ textDecoration: 'line-through' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(DONE_ITEM_LINGER_MS - 200);
      });
      expect(itemNames()).toEqual(['Mlijeko', 'Sir']);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(300);
      });
      expect(itemNames()).toEqual(['Sir']);
    } finally {
      jest.useRealTimers();
    }
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      path: `/lists/l1/items/${list.items[0]!.id}`,
      body: { isDone: true },
    });
  });

  it('keeps every tapped row in place while the taps go on, and hides them together after a pause', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `Stavka ${i + 1}`);
    const list = makeList({ items: names.map((name) => makeItem(name)) });
    const { api } = render(list);
    // Answers wait until released: the rows must stay put on their own, not because a refetch lags.
    const held = answerMethod(
      api,
      'PUT',
      { data: { item: { ...list.items[0]!, isDone: true } } },
      { hold: true },
    );
    await screen.findAllByTestId('item-name');
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const rowsBefore = screen.getAllByTestId('item-row');
      for (const [index, name] of names.entries()) {
        // The row under the finger is still the one that was there before the first tap.
        expect(screen.getAllByTestId('item-row')[index]).toBe(rowsBefore[index]);
        await user.click(screen.getByRole('button', { name: `Označi ${name} kao kupljeno` }));
        await act(async () => {
          await jest.advanceTimersByTimeAsync(DONE_ITEM_LINGER_MS / 2);
        });
      }
      expect(itemNames()).toEqual(names);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(DONE_ITEM_LINGER_MS);
      });
      expect(itemNames()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
    // One list's changes go out one after another: every tap is sent once the earlier ones are answered.
    await waitFor(
      () => {
        held.release();
        expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(10);
      },
      { timeout: 20_000 },
    );
  }, 30_000);

  it('moves focus to the row that takes the place of a hidden one, not to the page', async () => {
    const list = makeList({ items: [makeItem('Mlijeko'), makeItem('Sir'), makeItem('Kruh')] });
    const { api } = render(list);
    answerMethod(api, 'PUT', 'hang');
    const milk = await screen.findByRole('button', { name: 'Označi Mlijeko kao kupljeno' });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      milk.focus();
      await user.keyboard('{Enter}');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(DONE_ITEM_LINGER_MS + 100);
      });
      expect(itemNames()).toEqual(['Sir', 'Kruh']);
      expect(screen.getByRole('button', { name: 'Označi Sir kao kupljeno' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  }, 30_000);

  it('a second tap while it lingers undoes the mis-tap', async () => {
    const list = makeList({ items: [makeItem('Mlijeko')] });
    const { api } = render(list);
    answerMethod(api, 'PUT', 'hang');
    const toggle = await screen.findByRole('button', { name: 'Označi Mlijeko kao kupljeno' });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(toggle);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(DONE_ITEM_LINGER_MS / 2);
      });
      await user.click(screen.getByRole('button', { name: 'Označi Mlijeko kao nekupljeno' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(DONE_ITEM_LINGER_MS + 300);
      });
      expect(
        screen.getByRole('button', { name: 'Označi Mlijeko kao kupljeno' }),
      ).toBeInTheDocument();
      // One list's changes are sent in order: the undo waits for the first (hanging) request.
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { isDone: true },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes the stored item from the answer into the page and does not re-read the list', async () => {
    const list = makeList({ items: [makeItem('Mlijeko')] });
    const { api } = render(list, '?showDone');
    const stored = { ...list.items[0]!, name: 'Mlijeko (spremljeno)', isDone: true };
    answerMethod(api, 'PUT', { data: { item: stored } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Označi Mlijeko kao kupljeno' }));
    expect(
      await screen.findByRole('button', { name: 'Označi Mlijeko (spremljeno) kao nekupljeno' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/lists/l1')).toHaveLength(1);
  });

  it('flips a refused toggle back with a Greška toast', async () => {
    const list = makeList({ items: [makeItem('Mlijeko')] });
    const { api } = render(list, '?showDone');
    answerMethod(api, 'PUT', 'fail');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Označi Mlijeko kao kupljeno' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Greška');
    expect(screen.getByRole('button', { name: 'Označi Mlijeko kao kupljeno' })).toBeInTheDocument();
  });
});

describe('EditorPage: adding', () => {
  it('refuses an item without a name with the Greška toast of docs/product.md#validation', async () => {
    const { api } = render(makeList());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj stavku' }));
    await user.click(await screen.findByRole('button', { name: 'Dodaj na popis' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Greška');
    expect(toast).toHaveTextContent('Naziv stavke mora biti unesen');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens with the team’s names as one-tap choices, and a used name brings back its category', async () => {
    const { api } = render(makeList(), '', {
      'GET /list-item-options': () => ({
        data: {
          items: [
            { id: 'o1', name: 'Mlijeko', category: 'mliječni proizvodi' },
            { id: 'o2', name: 'Kruh', category: 'pekarski proizvodi' },
          ],
        },
      }),
    });
    answerMethod(api, 'POST', 'hang');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj stavku' }));
    const picks = await screen.findByTestId('quick-picks');
    expect(
      within(picks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mlijeko', 'Kruh']);
    await user.click(within(picks).getByRole('button', { name: 'Mlijeko' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj na popis' }));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/lists/l1/items',
      body: { name: 'Mlijeko', category: 'mliječni proizvodi', images: [] },
    });
  });

  it('the one-tap choices go with the first key typed and come back when the field is emptied', async () => {
    render(makeList(), '', {
      'GET /list-item-options': () => ({
        data: { items: [{ id: 'o1', name: 'Mlijeko', category: 'mliječni proizvodi' }] },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj stavku' }));
    expect(await screen.findByTestId('quick-picks')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pretraži stavke'), 'm');
    expect(screen.queryByTestId('quick-picks')).toBeNull();
    await user.type(screen.getByLabelText('Pretraži stavke'), '{Backspace}');
    expect(screen.getByTestId('quick-picks')).toBeInTheDocument();
  });

  it('a used name brings back its last quantity too, and the row shows the quantity', async () => {
    const { api } = render(makeList(), '', {
      'GET /list-item-options': () => ({
        data: {
          items: [{ id: 'o1', name: 'Mlijeko', category: 'mliječni proizvodi', quantity: '2 l' }],
        },
      }),
    });
    answerMethod(api, 'POST', 'hang');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj stavku' }));
    await user.click(
      within(await screen.findByTestId('quick-picks')).getByRole('button', { name: 'Mlijeko' }),
    );
    expect(screen.getByLabelText('Količina')).toHaveValue('2 l');
    await user.click(screen.getByRole('button', { name: 'Dodaj na popis' }));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      body: { name: 'Mlijeko', category: 'mliječni proizvodi', quantity: '2 l' },
    });
    // The optimistic row already shows it.
    expect(await screen.findByTestId('item-quantity')).toHaveTextContent('2 l');
    expect(
      screen.getByRole('button', { name: 'Označi Mlijeko (2 l) kao kupljeno' }),
    ).toBeInTheDocument();
  });

  it('adds several items in one go, one per line, each with its smart-add category and quantity', async () => {
    let next = 0;
    const list = makeList();
    // Every read answers: the adds go one after another, each after its list refetch.
    tokenStore.set('test-token');
    const api = mockApi({
      'GET /lists/l1': () => ({ data: { list } }),
      'GET /lists': () => ({ data: { lists: [list] } }),
      'GET /list-item-options': () => ({
        data: {
          items: [{ id: 'o1', name: 'Mlijeko', category: 'mliječni proizvodi', quantity: '2 l' }],
        },
      }),
      'POST /lists/l1/items': (init) => {
        const sent = JSON.parse(String(init?.body)) as { name: string; category: string };
        return {
          data: { item: { ...makeItem(sent.name, sent.category), id: `new-${++next}`, ...sent } },
        };
      },
    });
    renderAt('/editor/:listId', <EditorPage />, '/editor/l1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj stavku' }));
    await user.click(await screen.findByRole('button', { name: 'Više stavki odjednom' }));
    await user.click(screen.getByLabelText('Stavke, svaka u svom retku'));
    await user.paste('mlijeko\nBanane 1 kg\n\n3 kom jogurt');
    await user.click(screen.getByRole('button', { name: 'Dodaj stavke na popis (3)' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    const sent = api.calls.filter((c) => c.method === 'POST').map((c) => c.body);
    const id = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect(sent).toEqual([
      { id, name: 'mlijeko', category: 'mliječni proizvodi', quantity: '2 l', images: [] },
      { id, name: 'Banane', category: '', quantity: '1 kg', images: [] },
      { id, name: 'jogurt', category: '', quantity: '3 kom', images: [] },
    ]);
    // Each item has its own id, so resending one cannot add it twice.
    expect(new Set(sent.map((b) => (b as { id: string }).id)).size).toBe(3);
    // Its success toasts must not reach the next test (the toast store outlives a render).
    await waitFor(() => expect(toastBus.get()?.title).toBe('Item added'));
    act(() => toastBus.dismiss());
  });

  /** The edit view of "Mlijeko (1 l)", its save left unanswered. */
  async function editMilk() {
    const milk = { ...makeItem('Mlijeko', 'mliječni proizvodi'), quantity: '1 l' };
    const { api } = render(makeList({ items: [milk] }));
    answerMethod(api, 'PUT', 'hang');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Izbornik stavke Mlijeko (1 l)' }));
    await user.click(await screen.findByRole('menuitem', { name: /Uredi/ }));
    return { api, milk, user };
  }

  it('the edit view changes and clears the quantity', async () => {
    const { api, milk, user } = await editMilk();
    const quantity = await screen.findByLabelText('Količina');
    expect(quantity).toHaveValue('1 l');
    await user.clear(quantity);
    await user.type(quantity, '2 l');
    await user.click(screen.getByRole('button', { name: 'Spremi' }));
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/lists/l1/items/${milk.id}`,
      body: { name: 'Mlijeko', category: 'mliječni proizvodi', quantity: '2 l' },
    });
    expect(await screen.findByTestId('item-quantity')).toHaveTextContent('2 l');
  });

  it('Enter in the edit view name saves the item', async () => {
    const { api, user } = await editMilk();
    const name = await screen.findByLabelText('Naziv');
    await user.clear(name);
    await user.type(name, 'Mlijeko bez laktoze{Enter}');
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      body: { name: 'Mlijeko bez laktoze', quantity: '1 l' },
    });
  });

  it('Enter in the add view quantity adds the named item', async () => {
    const { api } = render(makeList(), '', {
      'GET /list-item-options': () => ({
        data: { items: [{ id: 'o1', name: 'Mlijeko', category: 'mliječni proizvodi' }] },
      }),
    });
    answerMethod(api, 'POST', 'hang');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj stavku' }));
    await user.click(
      within(await screen.findByTestId('quick-picks')).getByRole('button', { name: 'Mlijeko' }),
    );
    await user.type(screen.getByLabelText('Količina'), '3 l{Enter}');
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      body: { name: 'Mlijeko', category: 'mliječni proizvodi', quantity: '3 l' },
    });
  });

  it('shows a new item at once, not done, and rolls it back with a Greška toast on failure', async () => {
    const { api } = render(makeList({ items: [makeItem('Kruh')] }));
    const post = answerMethod(api, 'POST', 'fail', { hold: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj stavku' }));
    await user.type(await screen.findByLabelText('Pretraži stavke'), 'Jaja');
    await user.click(screen.getByRole('button', { name: 'Dodaj na popis' }));
    // Optimistic: shown at once, not done.
    expect(
      await screen.findByRole('button', { name: 'Označi Jaja kao kupljeno' }),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/lists/l1/items',
      body: { name: 'Jaja', category: '', images: [] },
    });
    post.release();
    expect(await screen.findByTestId('toast')).toHaveTextContent('Greška');
    await waitFor(() => expect(itemNames()).toEqual(['Kruh']));
  });
});

describe('EditorPage: reorder', () => {
  const twoCategories = () =>
    makeList({
      categoriesOrder: ['mliječni proizvodi', 'pekarski proizvodi'],
      items: [makeItem('Mlijeko', 'mliječni proizvodi'), makeItem('Kruh', 'pekarski proizvodi')],
    });

  async function reorder(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Više radnji' }));
    await user.click(await screen.findByRole('menuitem', { name: /Promijeni redoslijed/ }));
    await user.click(screen.getByRole('button', { name: 'Pomakni Pekarski proizvodi gore' }));
    await user.click(screen.getByRole('button', { name: 'Spremi redoslijed' }));
  }

  it('saves the new order', async () => {
    const { api } = render(twoCategories());
    answerMethod(api, 'PUT', 'hang');
    const user = userEvent.setup();
    await reorder(user);
    expect(headings()).toEqual(['Pekarski proizvodi', 'Mliječni proizvodi']);
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/lists/l1',
      body: { categoriesOrder: ['pekarski proizvodi', 'mliječni proizvodi'] },
    });
  });

  it('restores the previous order when saving fails', async () => {
    const { api } = render(twoCategories());
    answerMethod(api, 'PUT', 'fail');
    const user = userEvent.setup();
    await reorder(user);
    expect(await screen.findByTestId('toast')).toHaveTextContent('Greška');
    await waitFor(() => expect(headings()).toEqual(['Mliječni proizvodi', 'Pekarski proizvodi']));
  });

  it('ignores moves past either end and forgets the order when left', async () => {
    const { api } = render(twoCategories());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Više radnji' }));
    await user.click(await screen.findByRole('menuitem', { name: /Promijeni redoslijed/ }));
    const rows = () => screen.getAllByTestId('reorder-row').map((r) => r.textContent);
    await user.click(screen.getByRole('button', { name: 'Pomakni Mliječni proizvodi gore' }));
    await user.click(screen.getByRole('button', { name: 'Pomakni Pekarski proizvodi dolje' }));
    expect(rows()).toEqual(['Mliječni proizvodi', 'Pekarski proizvodi']);
    await user.click(screen.getByRole('button', { name: 'Pomakni Mliječni proizvodi dolje' }));
    await user.click(screen.getByRole('button', { name: 'Odustani' }));
    expect(headings()).toEqual(['Mliječni proizvodi', 'Pekarski proizvodi']);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  describe('EditorPage: stale while error', () => {
    it('keeps the list on screen with a quiet notice when a background refetch fails', async () => {
      const list = shopping();
      let down = false;
      // Plain mockApi: mockListsApi never answers a repeated GET.
      tokenStore.set('test-token');
      mockApi({
        [`GET /lists/${list.id}`]: () =>
          down ? { status: 500, message: 'boom' } : { data: { list } },
        'GET /list-item-options': () => ({ data: { items: [] } }),
      });
      const { client } = renderAt('/editor/:listId', <EditorPage />, `/editor/${list.id}`);
      expect(await screen.findByText('Mlijeko')).toBeInTheDocument();
      down = true;
      await act(() => client.refetchQueries({ queryKey: queries.lists.detail(list.id).queryKey }));
      expect(await screen.findByTestId('stale-notice')).toBeInTheDocument();
      expect(screen.getByText('Mlijeko')).toBeInTheDocument();
    });
  });
});

describe('EditorPage: a list that is not (or no longer) the user’s', () => {
  it('says in Croatian that the list is gone or out of reach', async () => {
    mockListsApi({
      'GET /lists/gone': () => ({ status: 404, message: 'Nije pronađeno' }),
      'GET /list-item-options': () => ({ data: { items: [] } }),
    });
    renderAt('/editor/:listId', <EditorPage />, '/editor/gone');
    const text = await screen.findByText('Popis nije pronađen ili mu nemate pristup.');
    expect(text.closest('[role="alert"]')).toHaveTextContent('Popis se nije učitao');
  });
});

describe('EditorPage: forgiving removal and reset', () => {
  it('removes an item at once and brings it back, done as it was, from the toast’s Poništi', async () => {
    const milk = makeItem('Mlijeko', 'mliječni proizvodi', true);
    const list = makeList({ items: [milk, makeItem('Sir')] });
    const restored = { ...milk, id: 'item-back' };
    const { api } = render(list, '?showDone', {
      [`DELETE /lists/l1/items/${milk.id}`]: () => ({ data: null }),
      'POST /lists/l1/items': () => ({ data: { item: { ...restored, isDone: false } } }),
      'PUT /lists/l1/items/item-back': () => ({ data: { item: restored } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Izbornik stavke Mlijeko' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ukloni/ }));
    expect(itemNames()).toEqual(['Sir']);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Item removed');
    await user.click(within(toast).getByRole('button', { name: 'Poništi' }));
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]),
      ).toEqual([
        ['DELETE', `/lists/l1/items/${milk.id}`, undefined],
        [
          'POST',
          '/lists/l1/items',
          { name: 'Mlijeko', category: 'mliječni proizvodi', images: [] },
        ],
        ['PUT', '/lists/l1/items/item-back', { isDone: true }],
      ]),
    );
  });

  it('asks before removing an item with photos, which no undo could bring back', async () => {
    const withPhoto = {
      ...makeItem('Torta'),
      images: [{ id: 'img1', url: '/i/1', description: '', listItemId: 'x' }],
    };
    const list = makeList({ items: [withPhoto] });
    const { api } = render(list, '', {
      [`DELETE /lists/l1/items/${withPhoto.id}`]: () => ({ data: null }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Izbornik stavke Torta' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ukloni/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Stavka „Torta” i njezine fotografije bit će trajno uklonjene.',
    );
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ukloni' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('asks before resetting every item, and resets nothing when cancelled', async () => {
    const list = makeList({ items: [makeItem('Kruh', '', true)] });
    const { api } = render(list, '', {
      'PUT /lists/l1/reset': () => ({ data: { list } }),
    });
    const user = userEvent.setup();
    const openReset = async () => {
      await user.click(await screen.findByRole('button', { name: 'Više radnji' }));
      await user.click(await screen.findByRole('menuitem', { name: /Vrati sve na nekupljeno/ }));
      return screen.findByRole('dialog');
    };
    await user.click(within(await openReset()).getByRole('button', { name: 'Odustani' }));
    expect(api.calls.some((c) => c.path === '/lists/l1/reset')).toBe(false);
    await user.click(within(await openReset()).getByRole('button', { name: 'Vrati sve' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/lists/l1/reset')).toBe(true));
  });
});

describe('EditorPage: a recipe’s ingredients queued offline', () => {
  it('shows one waiting line per recipe queued for this list, none for another list’s', async () => {
    const list = shopping();
    const { client } = render(list);
    await screen.findAllByTestId('category-heading');
    const queue = (listId: string, recipeName: string, servings: number) =>
      act(() => {
        client
          .getMutationCache()
          .build(
            client,
            { mutationKey: listChangeKey('recipe-items', listId), scope: listChangeScope(listId) },
            pausedChangeState({ recipeId: 'r1', servings, requestId: recipeName, recipeName }),
          );
      });
    queue(list.id, 'Šalša', 4);
    queue('another-list', 'Lazanje', 2);
    expect(
      (await screen.findAllByTestId('recipe-waiting')).map((line) => line.textContent),
    ).toEqual([` ${t.offline.waitingRecipe('Šalša', 4)}`]);
    expect(t.offline.waitingRecipe('Šalša', 4)).toContain('za 4 porcije');
    expect(t.offline.waitingRecipe('Juha', 1)).toContain('za 1 porciju');
    expect(t.offline.waitingRecipe('Juha', 12)).toContain('za 12 porcija');
  });
});
