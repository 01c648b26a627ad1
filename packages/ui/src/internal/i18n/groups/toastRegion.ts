import type { MessageGroup } from '../locales';

/** The toast region's name, React Aria's own (it has no Hindi): the count of toasts showing. */
export const toastRegion = {
  'en-IN': { one: '{count} notification.', other: '{count} notifications.' },
  hi: { one: '{count} सूचना।', other: '{count} सूचनाएँ।' },
} satisfies MessageGroup;
