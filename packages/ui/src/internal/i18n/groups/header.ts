import type { MessageGroup } from '../locales';

export const header = {
  'en-IN': { nav: 'Main', menu: 'Menu' },
  hi: { nav: 'मुख्य', menu: 'मेनू' },
} satisfies MessageGroup;
