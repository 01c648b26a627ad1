/**
 * The spec's `clientRedirect` route middleware (section 2), as a pure decision the router applies
 * on every route before it renders: the client-side twin of the server's 301, for locations the
 * server never sees (a link followed in the browser). A path longer than one character that ends
 * in a slash goes to the same path without it, query and hash kept. Returns the target, or null
 * to stay.
 */
export function clientRedirect(location: { pathname: string; search?: string; hash?: string }): string | null {
  const { pathname, search = '', hash = '' } = location;
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  // As the server: strip the trailing slashes, and never a target another origin could read
  // (leading slashes and backslashes collapse to one).
  const path = `/${pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '')}`;
  return `${path}${search}${hash}`;
}
