import type { MessageGroup } from '../locales';

export const receiptLayout = {
  'en-IN': { title: 'Receipt', none: 'None.' },
  hi: { title: 'रसीद', none: 'कोई नहीं।' },
} satisfies MessageGroup;
