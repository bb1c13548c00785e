// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../shared/services';
import { doorWorld } from '../account-doors.fixture';
import AppleLoginPage from './AppleLoginPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import ResetPasswordPage from './ResetPasswordPage';
import VerifyEmailPage from './VerifyEmailPage';

const onServer = (path: string, element: ReactElement) =>
  renderToString(
    <ServicesProvider services={doorWorld().services}>
      <Router ssrPath={path} ssrSearch="">
        {element}
      </Router>
    </ServicesProvider>,
  );

describe('the doors render on the server (guest-only and public pages render their full form there)', () => {
  it.each([
    ['/login', <LoginPage params={{}} />],
    ['/register', <RegisterPage params={{}} />],
    ['/forgotPassword', <ForgotPasswordPage params={{}} />],
    ['/forgotPassword/abc', <ResetPasswordPage params={{ token: 'abc' }} />],
    ['/verify-email/abc', <VerifyEmailPage params={{ id: 'abc' }} />],
    ['/apple-login', <AppleLoginPage params={{}} />],
  ])('%s', (path, element) => {
    const html = onServer(path, element);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('renders the login form with its submit disabled until hydration: a native submit would put the password in the address', () => {
    const html = onServer('/login', <LoginPage params={{}} />);
    expect(html).toContain('name="email"');
    expect(html).toContain('name="password"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});
