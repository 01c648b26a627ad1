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

// findBy and waitFor wait for a condition, never for a time: this is only how long they give up
// after (1 s by default). The full suite runs every project at once on two cores, where a page's
// first render with its mocked data took longer than 1 s (Staff.test.tsx), and a table with row
// actions, whose React Aria grid is a lazy chunk transformed on first use, longer than 5 s
// (PrivacyRequests.test.tsx). Below the project's 15 s test timeout, so a wait that never ends
// still fails as a wait, with the DOM printed.
configure({ asyncUtilTimeout: 12_000 });
