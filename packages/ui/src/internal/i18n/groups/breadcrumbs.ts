import type { MessageGroup } from '../locales';

export const breadcrumbs = {
  'en-IN': { label: 'Breadcrumbs' },
  hi: { label: 'ब्रेडक्रंब' },
} satisfies MessageGroup;
