import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutOpenerOfAnotherSite } from './opener';

/** A window of another origin, as a page sees it: reading its address throws. */
const foreign = () =>
  ({
    location: {
      get href(): string {
        throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
      },
    },
  }) as unknown as Window;

describe('a page whose opener is a window of another site', () => {
  afterEach(() => sessionStorage.clear());

  it('loads itself again once per tab, so the server can cut the opener', () => {
    const replace = vi.fn();
    expect(cutOpenerOfAnotherSite({ opener: foreign(), storage: sessionStorage, replace })).toBe(true);
    expect(replace).toHaveBeenCalledTimes(1);
    // A browser that ignores the policy still has the opener after the reload: no loop.
    expect(cutOpenerOfAnotherSite({ opener: foreign(), storage: sessionStorage, replace })).toBe(false);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('stays as it is without an opener, or with one of our own pages', () => {
    const replace = vi.fn();
    expect(cutOpenerOfAnotherSite({ opener: null, storage: sessionStorage, replace })).toBe(false);
    expect(cutOpenerOfAnotherSite({ opener: window, storage: sessionStorage, replace })).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('stays as it is when the tab keeps no session storage', () => {
    const replace = vi.fn();
    const storage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as Storage;
    expect(cutOpenerOfAnotherSite({ opener: foreign(), storage, replace })).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
});
