import type { MessageGroup } from '../locales';

export const filterBar = {
  'en-IN': {
    filters: 'Filters',
    clearAll: 'Clear all',
    remove: 'Remove',
    removed: 'Removed filter {label}',
    cleared: 'All filters cleared',
    empty: 'No filters',
  },
  hi: {
    filters: 'फ़िल्टर',
    clearAll: 'सभी हटाएँ',
    remove: 'हटाएँ',
    removed: 'फ़िल्टर {label} हटाया गया',
    cleared: 'सभी फ़िल्टर हटा दिए गए',
    empty: 'कोई फ़िल्टर नहीं',
  },
} satisfies MessageGroup;
