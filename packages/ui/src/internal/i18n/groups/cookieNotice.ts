import type { MessageGroup } from '../locales';

export const cookieNotice = {
  'en-IN': { accept: 'Got it!' },
  hi: { accept: 'ठीक है!' },
} satisfies MessageGroup;
