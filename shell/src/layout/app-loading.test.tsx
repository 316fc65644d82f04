import { tokenStore } from '@organizator/shared/runtime';
import { render, screen } from '@testing-library/react';
import { AppLoading } from './app-loading';

const visit = (path: string) => window.history.pushState({}, '', path);

afterEach(() => {
  tokenStore.clear();
  visit('/');
});

describe('while the app starts', () => {
  it('a signed-in visit of a page with a fixed title keeps its layout and title on screen', () => {
    tokenStore.set('tok');
    visit('/dashboard');
    render(<AppLoading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Popisi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Popisi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('a signed-out visit shows only a spinner: the guard is about to send it to sign in', () => {
    visit('/dashboard');
    render(<AppLoading />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('a page without a fixed title (a list, a note) shows only a spinner', () => {
    tokenStore.set('tok');
    visit('/editor/abc');
    render(<AppLoading />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
