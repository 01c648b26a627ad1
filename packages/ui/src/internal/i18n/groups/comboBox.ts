import type { MessageGroup } from '../locales';

export const comboBox = {
  'en-IN': { empty: 'No matches', trigger: 'Show suggestions', list: 'Suggestions' },
  hi: { empty: 'कोई मेल नहीं मिला', trigger: 'सुझाव दिखाएँ', list: 'सुझाव' },
} satisfies MessageGroup;
