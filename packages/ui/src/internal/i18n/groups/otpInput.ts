import type { MessageGroup } from '../locales';

export const otpInput = {
  'en-IN': { cell: 'Digit {index} of {count}' },
  hi: { cell: '{count} में से अंक {index}' },
} satisfies MessageGroup;
