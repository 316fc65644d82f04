import type { User } from '@organizator/shared/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CurrentUserContext } from '../protected/current-user';
import { resetRecovered } from './area-error-boundary';
import { resetRegistry } from './registry';
import { RemoteRoute } from './remote-route';
import { VersionSkewError } from './version-skew';

// Jest has no Module Federation (__mocks__/federation.ts); remotes.json comes from a fetch mock.
jest.mock('./federation');
const { mockFederation } =
  jest.requireMock<typeof import('./__mocks__/federation')>('./federation');
const mockedLoad = mockFederation().loadRemote;
const mockedRegister = mockFederation().registerRemotes;

const me = { id: 'u1', name: 'Ana', email: 'ana@primjer.hr' } as User;
const remotesJson = { mf_notes: '/remotes/mf-notes/mf-manifest.json' };

/** A page whose chunk is gone (a tab opened before its remote was redeployed). */
function StalePage(): never {
  throw Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
}

let broken = false;
/** The area's page (its title is also what the area shows while loading: the content tells). */
const NotesPage = () => <p>Popis bilješki</p>;
const findPage = () => screen.findByText('Popis bilješki');

/** A page that throws while `broken` is set. */
function FlakyPage() {
  if (broken) throw new Error('boom');
  return <NotesPage />;
}

function renderArea() {
  return render(
    <MemoryRouter initialEntries={['/notes']}>
      <CurrentUserContext.Provider value={me}>
        <p>header and navigation</p>
        <RemoteRoute area="mf_notes" path="/notes" layout="shared" />
      </CurrentUserContext.Provider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetRegistry();
  resetRecovered();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(async () => Response.json(remotesJson)) as unknown as typeof fetch;
});

describe('a remote area', () => {
  it('registers the remotes of remotes.json and renders the page of the path', async () => {
    mockedLoad.mockResolvedValue({
      area: 'mf_notes',
      routes: { '/notes': NotesPage },
    });
    renderArea();
    expect(await findPage()).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'mf_notes', entry: '/remotes/mf-notes/mf-manifest.json' },
    ]);
    expect(mockedLoad).toHaveBeenCalledWith('mf_notes/routes');
  });

  it('takes the remotes map the server wrote into the page instead of fetching remotes.json', async () => {
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'organizator-remotes';
    inline.textContent = JSON.stringify({ mf_notes: 'https://cdn.example.com/mf-manifest.json' });
    document.head.append(inline);
    mockedLoad.mockResolvedValue({
      area: 'mf_notes',
      routes: { '/notes': NotesPage },
    });
    renderArea();
    expect(await findPage()).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'mf_notes', entry: 'https://cdn.example.com/mf-manifest.json' },
    ]);
    // Used once: a retry after a failure asks the network.
    expect(document.getElementById('organizator-remotes')).toBeNull();
  });

  it('that cannot be fetched shows the error panel in its area; retry re-registers and loads it', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-003 failed to fetch manifest'));
    renderArea();
    expect(await screen.findByTestId('remote-error')).toHaveTextContent(
      'Ovaj dio aplikacije se nije učitao',
    );
    expect(screen.getByText('header and navigation')).toBeInTheDocument();

    mockedLoad.mockResolvedValueOnce({
      area: 'mf_notes',
      routes: { '/notes': NotesPage },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }));
    expect(await findPage()).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'mf_notes', entry: '/remotes/mf-notes/mf-manifest.json' }],
      { force: true },
    );
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('shows the error panel when remotes.json itself cannot be fetched, and retry fetches it again', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Response.json(remotesJson));
    global.fetch = fetchMock as unknown as typeof fetch;
    mockedLoad.mockResolvedValue({
      area: 'mf_notes',
      routes: { '/notes': NotesPage },
    });
    renderArea();
    await userEvent.click(await screen.findByRole('button', { name: 'Pokušaj ponovno' }));
    expect(await findPage()).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('whose page throws while rendering shows the panel in its area only; retry fetches the remote afresh', async () => {
    broken = true;
    mockedLoad.mockResolvedValueOnce({ area: 'mf_notes', routes: { '/notes': FlakyPage } });
    renderArea();
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();
    expect(screen.getByText('header and navigation')).toBeInTheDocument();
    // The redeployed remote: a new module whose page renders.
    mockedLoad.mockResolvedValueOnce({
      area: 'mf_notes',
      routes: { '/notes': NotesPage },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }));
    expect(await findPage()).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'mf_notes', entry: '/remotes/mf-notes/mf-manifest.json' }],
      { force: true },
    );
  });

  it('waits for the current user before rendering the page', async () => {
    mockedLoad.mockResolvedValue({
      area: 'mf_notes',
      routes: { '/notes': NotesPage },
    });
    // A signed-in copy of the route, mounted after the one waiting for its user: both receive the
    // one loaded module in mount order, so once the signed-in page shows, the other had it first.
    render(
      <MemoryRouter initialEntries={['/notes']}>
        <CurrentUserContext.Provider value={null}>
          <section data-testid="waiting">
            <RemoteRoute area="mf_notes" path="/notes" layout="shared" />
          </section>
        </CurrentUserContext.Provider>
        <CurrentUserContext.Provider value={me}>
          <section data-testid="signed-in">
            <RemoteRoute area="mf_notes" path="/notes" layout="shared" />
          </section>
        </CurrentUserContext.Provider>
      </MemoryRouter>,
    );
    expect(
      await within(screen.getByTestId('signed-in')).findByText('Popis bilješki'),
    ).toBeVisible();
    const waiting = within(screen.getByTestId('waiting'));
    expect(waiting.queryByText('Popis bilješki')).not.toBeInTheDocument();
    // Meanwhile the page's title stands where the page will draw it.
    expect(waiting.getByRole('heading', { name: 'Bilješke' })).toBeInTheDocument();
    expect(waiting.getByRole('status', { name: 'Učitavanje...' })).toBeInTheDocument();
  });

  it('refused for its shared version: the panel names the remote and both versions', async () => {
    mockedLoad.mockRejectedValueOnce(
      new VersionSkewError('mf_notes', '0.23.0', '0.22.0', '>=0.23.0 <1.0.0'),
    );
    renderArea();
    const panel = await screen.findByTestId('remote-error');
    expect(panel).toHaveTextContent('Ovaj dio aplikacije nije usklađen s aplikacijom');
    expect(panel).toHaveTextContent(
      'Modul mf-notes izgrađen je za zajednički paket @organizator/shared 0.23.0, a aplikacija radi s verzijom 0.22.0',
    );
    expect(screen.getByText('header and navigation')).toBeInTheDocument();
  });

  it('on a bare page the panel links home (there is no navigation around it)', async () => {
    mockedLoad.mockRejectedValue(new Error('RUNTIME-003 failed to fetch manifest'));
    render(
      <MemoryRouter initialEntries={['/notes/n1']}>
        <CurrentUserContext.Provider value={me}>
          <RemoteRoute area="mf_notes" path="/notes/:id" layout="bare" />
        </CurrentUserContext.Provider>
      </MemoryRouter>,
    );
    const panel = await screen.findByTestId('remote-error');
    expect(panel.querySelector('a')).toHaveAttribute('href', '/');
    expect(panel).toHaveTextContent('Natrag na početnu');
  });

  it('a page chunk gone after a redeploy reloads the remote once by itself, without a click', async () => {
    mockedLoad.mockResolvedValueOnce({ area: 'mf_notes', routes: { '/notes': StalePage } });
    mockedLoad.mockResolvedValueOnce({
      area: 'mf_notes',
      routes: { '/notes': NotesPage },
    });
    renderArea();
    expect(await findPage()).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'mf_notes', entry: '/remotes/mf-notes/mf-manifest.json' }],
      { force: true },
    );
  });
});
