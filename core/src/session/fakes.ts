import type { AuthApi, Credentials, Registration, SocialProvider } from './auth-api.port';
import type { SignedIn, User } from './user';

export const aUser = (overrides: Partial<User> = {}): User => ({
  name: 'Sinta Pembeli',
  email: 'pembeli@more.test',
  picture: null,
  hasPassword: true,
  ...overrides,
});

/** The auth API in memory: accepts one account, records calls, fails on request. */
export class InMemoryAuthApi implements AuthApi {
  readonly calls: string[] = [];
  failLogout = false;
  nextToken = 1;

  constructor(private readonly account: { email: string; password: string; user: User } = { email: 'pembeli@more.test', password: 'Rahasia123', user: aUser() }) {}

  login(credentials: Credentials): Promise<SignedIn> {
    this.calls.push('login');
    if (credentials.email !== this.account.email || credentials.password !== this.account.password) {
      return Promise.reject(new Error('Email atau kata sandi salah'));
    }
    return Promise.resolve(this.signedIn(this.account.user));
  }

  register(registration: Registration): Promise<SignedIn> {
    this.calls.push('register');
    if (registration.email === this.account.email) return Promise.reject(new Error('Email sudah terdaftar'));
    return Promise.resolve(this.signedIn({ name: registration.name, email: registration.email, picture: null, hasPassword: true }));
  }

  socialLogin(provider: SocialProvider, providerToken: string): Promise<SignedIn> {
    this.calls.push(`social:${provider}`);
    if (!providerToken) return Promise.reject(new Error('Token tidak valid'));
    return Promise.resolve(this.signedIn({ ...this.account.user, hasPassword: false }));
  }

  logout(): Promise<void> {
    this.calls.push('logout');
    return this.failLogout ? Promise.reject(new Error('network down')) : Promise.resolve();
  }

  private signedIn(user: User): SignedIn {
    return { token: `token-${this.nextToken++}`, user };
  }
}
