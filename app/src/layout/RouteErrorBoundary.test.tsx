import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageError } from '../lib/pageError';
import { ErrorBoundary } from './RouteErrorBoundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** A dynamic import that failed, as Chromium words it. */
const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Dashboard-abc123.js');

/** sessionStorage of one tab: survives the reload, unlike the boundary. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('the route error boundary', () => {
  beforeEach(() => {
    // React reports every caught error on the console; the page is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows 500, a message and a way home when a page throws while rendering', () => {
    render(
      <ErrorBoundary>
        <Throws error={new TypeError("Cannot read properties of undefined (reading 'map')")} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
    // The error's own text is not shown to customers.
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
  });

  it("shows an error's own status code when it has one", () => {
    render(
      <ErrorBoundary>
        <Throws error={Object.assign(new Error('Service Unavailable'), { status: 503 })} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });

  it("shows 404 'This page could not be found' for a failed page validation", () => {
    render(
      <ErrorBoundary>
        <Throws error={new PageError(404)} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toBeTruthy();
  });

  it('renders the page again once the location changes', () => {
    const view = render(
      <ErrorBoundary resetKey="/order-confirmation/x">
        <Throws error={new PageError(404)} />
      </ErrorBoundary>,
    );
    view.rerender(
      <ErrorBoundary resetKey="/dashboard">
        <p>Dashboard</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('reloads once on a chunk failure, then shows the error page within 60 s, and reloads again after', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const storage = memoryStorage();
    const reload = vi.fn();
    const env = { now: () => Date.now(), storage, reload };
    const page = () => (
      <ErrorBoundary chunkReload={env}>
        <Throws error={chunkError()} />
      </ErrorBoundary>
    );

    // First failure: the page reloads and shows nothing meanwhile (no flash of an error page).
    let view = render(page());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).toBeNull();
    view.unmount();

    // The reloaded page fails again 30 s later: no second reload, the error page instead.
    act(() => void vi.advanceTimersByTime(30_000));
    view = render(page());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toBeTruthy();
    // Its own reload button is the person's choice, and uses the same reload.
    act(() => screen.getByRole('link', { name: 'Reload page' }).click());
    expect(reload).toHaveBeenCalledTimes(2);
    view.unmount();

    // A minute after the guarded reload, a new failure may reload by itself again.
    act(() => void vi.advanceTimersByTime(30_000));
    render(page());
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not take an ordinary error for a chunk failure', () => {
    const reload = vi.fn();
    render(
      <ErrorBoundary chunkReload={{ now: () => 0, storage: memoryStorage(), reload }}>
        <Throws error={new Error('Failed to fetch')} />
      </ErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });
});
