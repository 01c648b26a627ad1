import { atom } from 'jotai';

export type LoginPanel = 'login' | 'create-account' | 'forgot-password';

/** The login modal shows exactly one panel at a time (spec section 4). */
export const loginModalAtom = atom<{ open: boolean; panel: LoginPanel }>({ open: false, panel: 'login' });

/**
 * The success page a login on /basket may show first (spec section 3, 'Success redirect page
 * state'): with it set, a successful login shows the header and description for 2 s, emits
 * loginRedirect and closes the modal.
 */
export interface SuccessPage {
  showSuccessPage: boolean;
  showSuccessHeaderText: string;
  showSuccessDescriptionText: string;
}

export const NO_SUCCESS_PAGE: SuccessPage = {
  showSuccessPage: false,
  showSuccessHeaderText: '',
  showSuccessDescriptionText: '',
};

export const successPageAtom = atom<SuccessPage>(NO_SUCCESS_PAGE);

/** The DOM event a login on /basket with a success page emits once the message has shown. */
export const LOGIN_REDIRECT_EVENT = 'lnf:loginRedirect';

export function emitLoginRedirect(): void {
  window.dispatchEvent(new Event(LOGIN_REDIRECT_EVENT));
}

/** Subscribes to loginRedirect; returns the unsubscribe function (for useEffect). */
export function onLoginRedirect(listener: () => void): () => void {
  window.addEventListener(LOGIN_REDIRECT_EVENT, listener);
  return () => window.removeEventListener(LOGIN_REDIRECT_EVENT, listener);
}

/** Spec section 4: once the password is changed, a change event is emitted (detail: the email). */
export const PASSWORD_CHANGED_EVENT = 'lnf:passwordChanged';

export function emitPasswordChanged(email: string): void {
  window.dispatchEvent(new CustomEvent(PASSWORD_CHANGED_EVENT, { detail: { email } }));
}

/** An email to put in the Login panel, e.g. after a sign-up or a password change. */
export const loginEmailAtom = atom('');
