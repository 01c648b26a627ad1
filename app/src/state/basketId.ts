import { atomWithStorage } from 'jotai/utils';

/**
 * The basket the visitor is buying: set by /our-plans when a plan is chosen (basket.create),
 * read by /basket. Kept in local storage so a reload or the login step keeps it.
 */
export const basketIdAtom = atomWithStorage<string | null>('lnf:basketId', null);

/** Forgets the basket (jotai's RESET for a storage atom), for code that loads this module late. */
export { RESET as RESET_BASKET } from 'jotai/utils';
