import type { MessageGroup } from '../locales';

export const timeline = {
  'en-IN': {
    empty: 'No messages yet.',
    internalNote: 'Internal note',
    attachments: 'Attachments',
    newTab: '(opens in a new tab)',
  },
  hi: {
    empty: 'अभी कोई संदेश नहीं।',
    internalNote: 'आंतरिक नोट',
    attachments: 'संलग्नक',
    newTab: '(नए टैब में खुलता है)',
  },
} satisfies MessageGroup;
