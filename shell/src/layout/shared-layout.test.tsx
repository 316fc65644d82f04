import type { User } from '@organizator/shared/contract';
import { themeStore } from '@organizator/shared/runtime';
import { makeUser } from '@organizator/shared/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentUserContext } from '../protected/current-user';
import { LocationProbe } from '../test-utils';
import { SharedLayout } from './shared-layout';
import { initials } from './user-menu';

jest.mock('../remotes/registry', () => ({ preloadArea: jest.fn() }));
const { preloadArea } = jest.requireMock('../remotes/registry') as { preloadArea: jest.Mock };

const ana = makeUser({ name: '', email: 'ana@primjer.hr' });

function renderLayout(user: User | null, entry = '/notes') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <CurrentUserContext.Provider value={user}>
        <Routes>
          <Route element={<SharedLayout />}>
            <Route path="*" element={<p>content</p>} />
          </Route>
        </Routes>
        <LocationProbe />
      </CurrentUserContext.Provider>
    </MemoryRouter>,
  );
}
const location = () => screen.getByTestId('location').textContent;

afterEach(() => themeStore.setMode('system'));

describe('shared layout', () => {
  it('lists the five areas in the side navigation and marks the current one', () => {
    renderLayout(ana, '/food-diary/day/2026-11-20');
    const nav = screen.getAllByRole('navigation', { name: 'Glavna navigacija' })[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Popisi', '/dashboard'],
      ['Bilješke', '/notes'],
      ['Namirnice i recepti', '/groceries'],
      ['Dnevnik prehrane', '/food-diary/day/today'],
      ['Postavke', '/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dnevnik prehrane' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('preloads a remote when its link is hovered or focused', async () => {
    renderLayout(ana);
    const nav = screen.getAllByRole('navigation', { name: 'Glavna navigacija' })[0]!;
    await userEvent.hover(within(nav).getByRole('link', { name: 'Namirnice i recepti' }));
    expect(preloadArea).toHaveBeenCalledWith('mf_groceries', '/groceries');
  });

  it('shows the header only once the user is loaded, and the footer with v0.22', () => {
    const { unmount } = renderLayout(null);
    expect(screen.queryByTestId('app-header')).not.toBeInTheDocument();
    expect(screen.getByText('v0.22')).toBeInTheDocument();
    unmount();
    renderLayout(ana);
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
  });

  it('user menu shows the avatar, "No name", the e-mail and links to lists, settings and logout', async () => {
    renderLayout(ana);
    await userEvent.click(screen.getByRole('button', { name: 'Korisnički izbornik' }));
    expect(screen.getByText('No name')).toBeInTheDocument();
    expect(screen.getByText('ana@primjer.hr')).toBeInTheDocument();
    const header = screen.getByTestId('app-header');
    expect(within(header).getByRole('link', { name: 'Popisi' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(header).getByRole('link', { name: 'Postavke' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(header).getByRole('link', { name: 'Odjava' })).toHaveAttribute('href', '/logout');
    await userEvent.click(within(header).getByRole('radio', { name: 'Tamna' }));
    expect(document.documentElement).toHaveClass('dark');
  });

  it('mobile menu opens from the toggle and closes when a link is chosen', async () => {
    renderLayout(ana);
    const menu = screen.getByTestId('mobile-menu');
    expect(menu.parentElement).not.toHaveAttribute('data-open');
    await userEvent.click(screen.getByRole('button', { name: 'Otvori izbornik' }));
    expect(menu.parentElement).toHaveAttribute('data-open');
    await userEvent.click(within(menu).getByRole('link', { name: 'Namirnice i recepti' }));
    expect(location()).toBe('/groceries');
    expect(menu.parentElement).not.toHaveAttribute('data-open');
  });

  it('initials come from the name, else the e-mail', () => {
    expect(initials({ name: 'ana marić', email: 'x@y.hr' })).toBe('AM');
    expect(initials({ name: null, email: 'marko@y.hr' })).toBe('M');
  });
});
