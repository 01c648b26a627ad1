import type { ApiClient } from '../client';
import { encryptPassword } from '../crypto';
import { TokenResponse } from '../schemas/user';

export interface Credentials {
  /** The email the account was registered with. */
  username: string;
  /** The plain password; it is wrapped in the login envelope before it leaves. */
  password: string;
}

/** `POST user/login`: 201 with the token set. */
export async function login(client: ApiClient, credentials: Credentials): Promise<TokenResponse> {
  return client.request({
    call: 'user.login',
    service: 'user',
    method: 'POST',
    path: 'user/login',
    auth: false,
    body: { username: credentials.username, password: await encryptPassword(credentials.password) },
    schema: TokenResponse,
  });
}
