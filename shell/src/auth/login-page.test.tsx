import { toastBus, tokenStore } from '@organizator/shared/runtime';
import { makeUser, mockApi } from '@organizator/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginRoute } from '../app/login-route';
import { renderRoutes } from '../test-utils';
import { clearReturnPath, rememberReturnPath } from './return-path';

const location = () => screen.getByTestId('location').textContent;
const renderLogin = (entry = '/login') => renderRoutes({ '/login': <LoginRoute /> }, entry);

afterEach(() => {
  tokenStore.clear();
  act(() => toastBus.dismiss());
});

describe('login: e-mail step', () => {
  it('shows the heading, instructions, terms and privacy links and the e-mail note', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Prijava' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'uvjete korištenja' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'pravila privatnosti' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByText(/poslat ćemo kod za prijavu/)).toBeInTheDocument();
  });

  it('says "Invalid email address" and sends nothing for a malformed address', async () => {
    const { calls } = mockApi({});
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji kod' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address');
    expect(calls).toHaveLength(0);
  });

  it('sends the code, shows the sending state, then sets the email parameter', async () => {
    let release = () => {};
    const sent = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockApi({ 'POST /send-verification-token': () => ({ data: null }) });
    const fetchMock = global.fetch as jest.Mock;
    const respond = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args: unknown[]) => {
      await sent;
      return respond(...args);
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), ' Ana@Primjer.HR ');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji kod' }));
    expect(await screen.findByRole('button', { name: /Slanje/ })).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toBe('/login?email=ana@primjer.hr'));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/send-verification-token',
      body: { email: 'ana@primjer.hr' },
    });
    expect(screen.getByRole('heading', { name: 'Potvrdite svoj e-mail' })).toBeInTheDocument();
  });
});

describe('login: code step', () => {
  it('shows the address, a numeric autofocused one-time-code field, and back removes the parameter', async () => {
    renderLogin('/login?email=ana%40primjer.hr');
    expect(screen.getByText('ana@primjer.hr')).toBeInTheDocument();
    const field = screen.getByLabelText('Kod za prijavu');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(screen.getByRole('button', { name: 'Natrag' }));
    expect(location()).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Prijava' })).toBeInTheDocument();
  });

  it('rejects a code shorter than 8 characters', async () => {
    const { calls } = mockApi({});
    renderLogin('/login?email=ana%40primjer.hr');
    await userEvent.type(screen.getByLabelText('Kod za prijavu'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Code must be at least 8 characters long',
    );
    expect(calls).toHaveLength(0);
  });

  it('says "Email is required" when the email parameter is empty', async () => {
    mockApi({});
    renderLogin('/login?email=');
    await userEvent.type(screen.getByLabelText('Kod za prijavu'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
  });

  it('submits by itself at 8 characters, stores the token and sends a new user to /onboarding', async () => {
    const { calls } = mockApi({
      'POST /verify': () => ({ data: { session: { token: 'tok-1' }, newUser: true } }),
    });
    renderLogin('/login?email=ana%40primjer.hr');
    await userEvent.type(screen.getByLabelText('Kod za prijavu'), '12345678');
    await waitFor(() => expect(location()).toBe('/onboarding'));
    expect(calls).toEqual([
      { method: 'POST', path: '/verify', body: { email: 'ana@primjer.hr', token: '12345678' } },
    ]);
    expect(tokenStore.get()).toBe('tok-1');
  });

  it('sends a returning user to /dashboard', async () => {
    mockApi({ 'POST /verify': () => ({ data: { session: { token: 't' }, newUser: false } }) });
    renderLogin('/login?email=ana%40primjer.hr');
    await userEvent.type(screen.getByLabelText('Kod za prijavu'), '12345678');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('sends a returning user back to the page they were sent to sign in from', async () => {
    rememberReturnPath('/settings?invite=t-1');
    mockApi({ 'POST /verify': () => ({ data: { session: { token: 't' }, newUser: false } }) });
    renderLogin('/login?email=ana%40primjer.hr');
    await userEvent.type(screen.getByLabelText('Kod za prijavu'), '12345678');
    await waitFor(() => expect(location()).toBe('/settings?invite=t-1'));
    clearReturnPath();
  });

  it.each([
    [401, 'Wrong', 'Invalid code'],
    [403, 'Expired', 'Login code expired'],
    [429, 'Previše zahtjeva', 'Previše zahtjeva'],
  ])(
    'a %i answer shows the destructive login-error toast "%s" -> %s',
    async (status, message, text) => {
      mockApi({ 'POST /verify': () => ({ status, message }) });
      renderLogin('/login?email=ana%40primjer.hr');
      await userEvent.type(screen.getByLabelText('Kod za prijavu'), '12345678');
      const toast = await screen.findByTestId('toast');
      expect(toast).toHaveAttribute('data-variant', 'destructive');
      expect(toast).toHaveTextContent('Greška pri prijavi');
      expect(toast).toHaveTextContent(text);
      expect(location()).toBe('/login?email=ana%40primjer.hr');
      expect(tokenStore.get()).toBeNull();
    },
  );
});

describe('login: already signed in', () => {
  it('sends a visitor with a valid session to /dashboard', async () => {
    tokenStore.set('tok');
    mockApi({
      'GET /me': () => ({
        data: { user: makeUser({ email: 'ana@primjer.hr' }) },
      }),
    });
    renderLogin();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('keeps a visitor whose stored token is no longer valid on the form', async () => {
    tokenStore.set('stale');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /me': () => ({ status: 401, message: 'Niste prijavljeni' }) });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Prijava' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });
});
