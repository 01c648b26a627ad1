import type { MessageGroup } from '../locales';

export const countdown = {
  'en-IN': {
    label: 'Code expires in',
    ended: 'Code expired',
    minute: '{minutes} minute remaining',
    minutes: '{minutes} minutes remaining',
    seconds: '{seconds} seconds remaining',
  },
  hi: {
    label: 'कोड समाप्त होने में',
    ended: 'कोड समाप्त हो गया',
    minute: '{minutes} मिनट शेष',
    minutes: '{minutes} मिनट शेष',
    seconds: '{seconds} सेकंड शेष',
  },
} satisfies MessageGroup;
