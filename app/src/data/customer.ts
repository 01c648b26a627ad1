import { ApiError, customer, messageFor, type CustomerRecord } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { useApi } from './useApi';

/** The swr key of a customer's record (the 'customer' area of spec section 3 lives in swr). */
export const customerKey = (email: string) => ['customer', email.toLowerCase()] as const;

/**
 * The customer record of an email, or null when there is none yet: a new account has no
 * record until its first order, which is not a failure.
 */
export async function fetchCustomer(email: string): Promise<CustomerRecord | null> {
  try {
    return await customer.getByEmail(client, email);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Spec section 4: login loads the customer details by email (into the cache the pages read). */
export function preloadCustomer(email: string): Promise<CustomerRecord | null | undefined> {
  return mutate(customerKey(email), fetchCustomer(email), { revalidate: false });
}

/**
 * Spec section 4: login loads the customer details by email. Called by the login (state/auth.ts)
 * through a dynamic import, so a public page loads none of this until someone logs in.
 */
export async function preloadCustomerDetails(email: string): Promise<void> {
  await preloadCustomer(email).catch((error: unknown) => toast.error(messageFor('customer.getByEmail', error)));
}

/**
 * The logged user's customer record; null while logged out or when there is none. Silent on
 * failure: the profile shows the error in place, and the basket and receipt do without it.
 */
export function useCustomer(email: string | null | undefined) {
  return useApi(email ? customerKey(email) : null, () => fetchCustomer(email!));
}
