import { account } from '@lnf/sdk';
import { client } from '../lib/api';
import { refusal } from './attempt';

/**
 * Proves the sign-in again with the password, for the five minutes an action that cannot be undone
 * needs (a refund, erasing the account); answers the server's refusal in words, or null.
 */
export async function reauthenticate(password: string): Promise<string | null> {
  try {
    await account.reauthenticate(client, { password });
    return null;
  } catch (error) {
    return refusal('account.reauthenticate', error);
  }
}
