import type { MessageGroup } from '../locales';

export const datePicker = {
  'en-IN': { calendar: 'Calendar', previous: 'Previous', next: 'Next' },
  hi: { calendar: 'कैलेंडर', previous: 'पिछला महीना', next: 'अगला महीना' },
} satisfies MessageGroup;
