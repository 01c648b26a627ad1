import type { MessageGroup } from '../locales';

/** React Aria's own NumberField strings, which it has no Hindi for; the same English as React Aria's. */
export const numberField = {
  'en-IN': {
    increase: 'Increase',
    decrease: 'Decrease',
    increaseField: 'Increase {label}',
    decreaseField: 'Decrease {label}',
    role: 'Number field',
  },
  hi: {
    increase: 'बढ़ाएँ',
    decrease: 'घटाएँ',
    increaseField: '{label} बढ़ाएँ',
    decreaseField: '{label} घटाएँ',
    role: 'संख्या फ़ील्ड',
  },
} satisfies MessageGroup;
