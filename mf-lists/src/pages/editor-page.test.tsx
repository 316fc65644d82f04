import type { List } from '@organizator/shared/contract';
import { DONE_ITEM_LINGER_MS } from '@organizator/shared/domain';
import { queryKeys } from '@organizator/shared/query';
import { tokenStore } from '@organizator/shared/runtime';
import { mockApi } from '@organizator/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerMethod, makeItem, makeList, mockListsApi, renderAt } from '../test/fixtures';
import { EditorPage } from './editor-page';

const render = (list: List, query = '') => {
  const api = mockListsApi({
    [`GET /lists/${list.id}`]: () => ({ data: { list } }),
    'GET /list-item-options': () => ({ data: { items: [] } }),
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
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { isDone: true },
        { isDone: false },
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
  it('refuses an item without a name with the Greška toast of SPEC §5', async () => {
    const { api } = render(makeList());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj stavku' }));
    await user.click(await screen.findByRole('button', { name: 'Dodaj na popis' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Greška');
    expect(toast).toHaveTextContent('Naziv stavke mora biti unesen');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
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
      await act(() => client.refetchQueries({ queryKey: queryKeys.lists.detail(list.id) }));
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
