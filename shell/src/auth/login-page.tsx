import { AuthLayout } from './auth-layout';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import type { LoginNav } from './login-nav';

/** /login: the e-mail step, or the code step while the `email` query parameter is present. */
export function LoginPage({ nav }: { nav: LoginNav }) {
  const email = nav.search.get('email');
  return (
    <AuthLayout>
      {email === null ? <EmailStep nav={nav} /> : <CodeStep key={email} email={email} nav={nav} />}
    </AuthLayout>
  );
}
