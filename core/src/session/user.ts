/** The logged-in customer (document 1 §3: "User: name, email, picture, have_password flag"). */
export interface User {
  readonly name: string;
  readonly email: string;
  readonly picture: string | null;
  /** False for accounts made by social login, which have no password to change yet. */
  readonly hasPassword: boolean;
}

/** What a successful login, registration or social login gives. */
export interface SignedIn {
  readonly token: string;
  readonly user: User;
}
