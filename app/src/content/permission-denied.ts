/** /permissionDenied: shown when a guarded page is opened without a portal account. */
export const permissionDenied = {
  code: 403,
  heading: 'Permission denied',
  text: 'This page is for LNF customers. Log in with your portal account to open it.',
  login: 'Login',
  home: 'Go To Home',
};
