import { basket, type LoggedUser } from '@lnf/sdk';
import { useApi } from './useApi';

/** A basket, as the user (or a guest: null) sees it: logging in binds the basket, and the answer may change. */
export const basketKey = (basketId: string, userId: string | null) => ['basket', basketId, userId] as const;

/**
 * The basket of the stored id; none while there is no id. Not retried: a basket that is gone (404)
 * or another's (403) is forgotten by the page. The basket shown stays while it is read again for a
 * new user, so the page does not fall back to its skeleton.
 */
export function useBasket(basketId: string | null, user: LoggedUser | null) {
  return useApi(basketId ? basketKey(basketId, user?.id ?? null) : null, (c) => basket.get(c, basketId!), {
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
