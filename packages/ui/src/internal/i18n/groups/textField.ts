import type { MessageGroup } from '../locales';

export const textField = {
  'en-IN': { showPassword: 'Show password', hidePassword: 'Hide password' },
  hi: { showPassword: 'पासवर्ड दिखाएँ', hidePassword: 'पासवर्ड छिपाएँ' },
} satisfies MessageGroup;
