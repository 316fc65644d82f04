import { toastBus, tokenStore } from '@organizator/shared/runtime';
import { mockApi } from '@organizator/tooling/test';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Boot } from './boot';

// The full app (router, query client) is not what these tests are about.
jest.mock('./app/full-app', () => ({ __esModule: true, default: () => <p>full app</p> }));

const path = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  tokenStore.clear();
  act(() => toastBus.dismiss());
});

describe('boot screen for /login (no router)', () => {
  it('sends / to /login and renders the e-mail step', async () => {
    window.history.replaceState(null, '', '/');
    render(<Boot />);
    expect(screen.getByRole('heading', { name: 'Prijava' })).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('moves to the code step with the address in the URL, and back again', async () => {
    window.history.replaceState(null, '', '/login');
    mockApi({ 'POST /send-verification-token': () => ({ data: null }) });
    render(<Boot />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@primjer.hr');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji kod' }));
    expect(
      await screen.findByRole('heading', { name: 'Potvrdite svoj e-mail' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/login?email=ana@primjer.hr');
    await userEvent.click(screen.getByRole('button', { name: 'Natrag' }));
    expect(path()).toBe('/login');
    act(() => window.history.back());
    expect(
      await screen.findByRole('heading', { name: 'Potvrdite svoj e-mail' }),
    ).toBeInTheDocument();
  });

  it('shows the login-error toast, and after a successful code hands over to the full app', async () => {
    window.history.replaceState(null, '', '/login?email=ana@primjer.hr');
    let answer = { status: 403, message: 'Expired' } as { status?: number; data?: unknown };
    mockApi({ 'POST /verify': () => answer });
    render(<Boot />);
    await userEvent.type(screen.getByLabelText('Kod za prijavu'), '12345678');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Login code expired');

    answer = { data: { session: { token: 't' }, newUser: true } };
    await userEvent.type(screen.getByLabelText('Kod za prijavu'), '87654321');
    expect(await screen.findByText('full app')).toBeInTheDocument();
    expect(path()).toBe('/onboarding');
    expect(tokenStore.get()).toBe('t');
  });

  it('starts the full app for any other path or a stored token', async () => {
    window.history.replaceState(null, '', '/notes');
    const { unmount } = render(<Boot />);
    expect(await screen.findByText('full app')).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/login');
    tokenStore.set('tok');
    render(<Boot />);
    expect(await screen.findByText('full app')).toBeInTheDocument();
  });
});
