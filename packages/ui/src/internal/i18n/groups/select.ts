import type { MessageGroup } from '../locales';

export const select = {
  'en-IN': { placeholder: 'Select an item' },
  hi: { placeholder: 'कोई विकल्प चुनें' },
} satisfies MessageGroup;
