import type { MessageGroup } from '../locales';

export const stat = {
  'en-IN': {
    up: 'up {change}',
    down: 'down {change}',
    upAlone: 'up',
    downAlone: 'down',
    flat: 'no change',
    good: 'favourable',
    bad: 'unfavourable',
  },
  hi: {
    up: '{change} की बढ़त',
    down: '{change} की गिरावट',
    upAlone: 'बढ़त',
    downAlone: 'गिरावट',
    flat: 'कोई बदलाव नहीं',
    good: 'अनुकूल',
    bad: 'प्रतिकूल',
  },
} satisfies MessageGroup;
