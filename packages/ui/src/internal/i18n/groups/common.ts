import type { MessageGroup } from '../locales';

export const common = {
  'en-IN': { close: 'Close', dismiss: 'Dismiss', loading: 'Loading' },
  hi: { close: 'बंद करें', dismiss: 'हटाएँ', loading: 'लोड हो रहा है' },
} satisfies MessageGroup;
