/** The error pages of spec sections 2 and 8: a status code, a message and a way home. */
export const errorPages = {
  home: 'Go To Home',
  /** A failed page validation (an unknown or foreign id) and an unmatched page. */
  notFound: {
    code: 404,
    heading: 'This page could not be found',
    text: 'The link may be wrong, or what it pointed to belongs to another account.',
  },
  /** Any other error: the status code, 500 unless the error carries one. */
  other: {
    code: 500,
    heading: 'Something went wrong',
    text: 'We could not show this page. Please try again in a moment, or go back home.',
  },
  /** A page chunk that would not load, after the one reload the spec allows. */
  chunk: {
    heading: 'This page could not be loaded',
    text: 'A newer version of the site may be out, or the connection dropped. Reload to try again.',
    reload: 'Reload page',
  },
};
