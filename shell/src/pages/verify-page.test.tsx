import { tokenStore } from '@organizator/shared/runtime';
import { mockApi } from '@organizator/tooling/test';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../test-utils';
import { VerifyPage } from './verify-page';

const location = () => screen.getByTestId('location').textContent;
let n = 0;
/** A distinct link per test: the page verifies each code once. */
const link = () => `/verify?code=${10000000 + n++}&email=ana%40primjer.hr`;

afterEach(() => tokenStore.clear());

describe('/verify', () => {
  it.each(['/verify?email=ana%40primjer.hr', '/verify?code=12345678'])(
    'without code or email goes to /login (%s)',
    (entry) => {
      mockApi({});
      renderRoutes({ '/verify': <VerifyPage /> }, entry);
      expect(location()).toBe('/login');
    },
  );

  it('shows the heading and a spinner, verifies without Authorization, stores the token and goes to /login', async () => {
    tokenStore.set('old');
    const { fetchMock, calls } = mockApi({
      'POST /verify': () => ({ data: { session: { token: 'fresh' }, newUser: false } }),
    });
    const entry = link();
    renderRoutes({ '/verify': <VerifyPage /> }, entry);
    expect(screen.getByRole('heading', { name: 'Provjera prijave' })).toBeInTheDocument();
    expect(screen.getByLabelText('Učitavanje...')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(tokenStore.get()).toBe('fresh');
    expect(calls[0]?.body).toEqual({ email: 'ana@primjer.hr', token: entry.split(/[=&]/)[1] });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it.each([
    [400, 'whatever', 'Bad request'],
    [401, 'Invalid code', 'Invalid email or code'],
    [403, 'Expired', 'Login code expired'],
    [500, 'Database down', 'Database down'],
  ])(
    'a %i answer shows the verify-error screen with the product text',
    async (status, message, text) => {
      mockApi({ 'POST /verify': () => ({ status, message }) });
      renderRoutes({ '/verify': <VerifyPage /> }, link());
      expect(await screen.findByTestId('verify-error')).toHaveTextContent(text);
      expect(screen.getByRole('heading', { name: 'Provjera prijave' })).toBeInTheDocument();
      expect(screen.getByText('Verification error')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Natrag na prijavu' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(tokenStore.get()).toBeNull();
    },
  );

  it('no response at all shows the generic message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderRoutes({ '/verify': <VerifyPage /> }, link());
    expect(await screen.findByTestId('verify-error')).toHaveTextContent(
      'Something went wrong, please try again later',
    );
  });
});
