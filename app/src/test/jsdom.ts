import { configure } from '@testing-library/react';

/**
 * What jsdom lacks and the pages' components read, for every app test (setupFiles): sizes and
 * escaping do not matter in these tests, only that the calls exist.
 */

// The tables measure their columns with a ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// React Aria's Modal and Popover read a meta tag with CSS.escape; the ids in the tests are plain.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

// findBy and waitFor wait for a condition, never for a time: 1 s (the default) is how long they
// give up after. The full suite runs every project at once on two cores, where a page's first
// render with its mocked data took longer than that (Staff.test.tsx failed twice that way).
configure({ asyncUtilTimeout: 5000 });
