/**
 * An error a page throws on purpose, with the HTTP status its error page shows (spec section 8:
 * 'a failed page validation gives 404'). The route's error boundary renders it.
 */
export class PageError extends Error {
  readonly status: number;
  constructor(status: number, message = `Page error ${status}`) {
    super(message);
    this.name = 'PageError';
    this.status = status;
  }
}

/** Fails the page's validation: the boundary shows 404 'This page could not be found'. */
export function notFound(): never {
  throw new PageError(404, 'This page could not be found');
}

/** The status code an error page shows for any thrown value: its own status when it has one, else 500. */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * React's onCaughtError: an error boundary caught it and shows the error page. A PageError is the
 * page's own answer (an unknown order is a 404, not a fault), so only other errors are logged.
 */
export function reportCaughtError(error: unknown): void {
  if (error instanceof PageError) return;
  console.error(error);
}
