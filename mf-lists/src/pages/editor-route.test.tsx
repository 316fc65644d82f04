import { makeList } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import { makeItem, mockListsApi, renderAt } from '../test/fixtures';
import { editorRoute as EditorRoute } from './editor-route';

describe('the editor route', () => {
  it("shows the list once it arrives, asking for it once while the page's code loads", async () => {
    const list = makeList({ items: [makeItem('Jabuke', 'voće i povrće')] });
    const api = mockListsApi({
      [`GET /lists/${list.id}`]: () => ({ data: { list } }),
      'GET /list-item-options': () => ({ data: { items: [] } }),
    });
    renderAt('/editor/:listId', <EditorRoute />, `/editor/${list.id}`);
    expect(await screen.findByTestId('item-name')).toHaveTextContent('Jabuke');
    expect(api.calls.filter((c) => c.path === `/lists/${list.id}`)).toHaveLength(1);
  });

  it('shows why when the list cannot be had', async () => {
    mockListsApi({
      'GET /lists/gone': () => ({ status: 404, message: 'Nije pronađeno' }),
      'GET /list-item-options': () => ({ data: { items: [] } }),
    });
    renderAt('/editor/:listId', <EditorRoute />, '/editor/gone');
    expect(
      await screen.findByText('Popis nije pronađen ili mu nemate pristup.'),
    ).toBeInTheDocument();
  });
});
