type ClientModule = typeof import('@organizator/shared/client');

let client: Promise<ClientModule> | null = null;

/**
 * The API client (and the zod contract it parses with) loads on demand: the e-mail form asks for
 * it when focused, so /login paints without it.
 */
export function loadAuthClient(): Promise<ClientModule> {
  client ??= import('@organizator/shared/client').catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

export async function sendLoginCode(email: string): Promise<void> {
  const { authApi } = await loadAuthClient();
  await authApi.sendVerificationToken(email);
}

export async function verifyLoginCode(email: string, code: string) {
  const { authApi } = await loadAuthClient();
  return authApi.verify({ email, token: code });
}
