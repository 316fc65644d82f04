import { onPageCommitted } from '@organizator/shared/runtime';
import { renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { kitAreaPage } from './area-page';

/** A page whose chunk is on its way until `resolve`, with a fallback meanwhile. */
function pageInFlight() {
  let resolve: (module: { default: () => React.ReactElement }) => void = () => {};
  const Page = kitAreaPage(
    () =>
      new Promise((r) => {
        resolve = r;
      }),
    { fallback: <p>učitavanje</p> },
  );
  return { Page, resolve: (module: { default: () => React.ReactElement }) => resolve(module) };
}

describe('kitAreaPage', () => {
  it('shows the fallback, then the lazily loaded page', async () => {
    const { Page, resolve } = pageInFlight();
    renderWithProviders(<Page />);
    expect(screen.getByText('učitavanje')).toBeInTheDocument();
    resolve({ default: () => <h1>Stranica</h1> });
    expect(await screen.findByRole('heading', { name: 'Stranica' })).toBeInTheDocument();
  });

  it('tells the runtime once the page itself is committed, not its fallback', async () => {
    const committed = jest.fn();
    const stop = onPageCommitted(committed);
    const { Page, resolve } = pageInFlight();
    try {
      renderWithProviders(<Page />);
      expect(committed).not.toHaveBeenCalled();
      resolve({ default: () => <h1>Stranica</h1> });
      await screen.findByRole('heading', { name: 'Stranica' });
      expect(committed).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('draws a page given as a component at once', () => {
    const Plain = kitAreaPage({ page: () => <h1>Odmah</h1> });
    renderWithProviders(<Plain />);
    expect(screen.getByRole('heading', { name: 'Odmah' })).toBeInTheDocument();
  });

  it("asks for the page's data with the route's params before the page has loaded", () => {
    const prefetch = jest.fn();
    const Page = kitAreaPage(() => new Promise(() => {}), { prefetch });
    const { client } = renderWithProviders(
      <Routes>
        <Route path="/notes/:id" element={<Page />} />
      </Routes>,
      { route: '/notes/n1' },
    );
    expect(prefetch).toHaveBeenCalledWith(client, { id: 'n1' });
  });

  it('preload downloads the page once; rendering later reuses that download', async () => {
    const load = jest.fn(async () => ({ default: () => <h1>Unaprijed</h1> }));
    const Page = kitAreaPage(load);
    await Page.preload?.();
    renderWithProviders(<Page />);
    expect(await screen.findByRole('heading', { name: 'Unaprijed' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to download is retried before the page gives up', async () => {
    jest.useFakeTimers();
    const load = jest
      .fn<Promise<{ default: () => React.ReactElement }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValue({ default: () => <h1>Nakon ponovnog pokušaja</h1> });
    const Page = kitAreaPage(load);
    const loaded = Page.preload?.();
    await jest.runAllTimersAsync();
    await loaded;
    jest.useRealTimers();
    expect(load).toHaveBeenCalledTimes(2);
    renderWithProviders(<Page />);
    expect(
      await screen.findByRole('heading', { name: 'Nakon ponovnog pokušaja' }),
    ).toBeInTheDocument();
  });

  it('a chunk that fails for good reaches the error boundary, as a lazy page did', async () => {
    jest.useFakeTimers();
    const Page = kitAreaPage(() => Promise.reject(new Error('Loading chunk 13 failed')));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <Boundary>
        <Page />
      </Boundary>,
    );
    await jest.runAllTimersAsync();
    jest.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 13 failed');
    spy.mockRestore();
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
