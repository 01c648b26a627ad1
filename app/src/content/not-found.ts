/** The not-found page (spec section 2). */
export const notFound = {
  heading: 'Oops! Page not found',
  text: 'The page you are looking for may have been moved or deleted.',
  home: 'Go To Home',
};
