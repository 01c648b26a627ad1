import type { MessageGroup } from '../locales';

/** The range picker's own strings; its calendar button and month buttons use `datePicker`'s. */
export const dateRangePicker = {
  'en-IN': { start: 'Start date', end: 'End date' },
  hi: { start: 'आरंभ तिथि', end: 'अंतिम तिथि' },
} satisfies MessageGroup;
