import { atom } from 'jotai';

export type LoginPanel = 'login' | 'create-account' | 'forgot-password';

/** The login modal shows exactly one panel at a time (spec section 4). */
export const loginModalAtom = atom<{ open: boolean; panel: LoginPanel }>({ open: false, panel: 'login' });
