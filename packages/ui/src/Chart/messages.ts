import type { MessageGroup } from '../internal/i18n/locales';

/**
 * Chart's built-in strings. They sit beside the component rather than in the catalogue's
 * `groups/` so the folder is self-contained; the shape is the catalogue's, with every key in
 * every locale and the same placeholders.
 */
export const chart = {
  'en-IN': {
    empty: 'No data for this period',
    showTable: 'Show table',
    hideTable: 'Hide table',
    category: 'Period',
    noValue: 'no value',
    keyboardHint: 'Use the Left and Right arrow keys to read the values one period at a time.',
    summary: '{title}. {series}',
    seriesRange: '{label}: {first} in {firstCategory} to {last} in {lastCategory}',
    seriesOne: '{label}: {first} in {firstCategory}',
    seriesNone: '{label}: no values',
    point: '{category}: {values}',
  },
  hi: {
    empty: 'इस अवधि का कोई डेटा नहीं',
    showTable: 'तालिका दिखाएँ',
    hideTable: 'तालिका छिपाएँ',
    category: 'अवधि',
    noValue: 'कोई मान नहीं',
    keyboardHint: 'मान एक-एक अवधि करके पढ़ने के लिए बाएँ और दाएँ तीर कुंजियों का उपयोग करें।',
    summary: '{title}. {series}',
    seriesRange: '{label}: {firstCategory} में {first} से {lastCategory} में {last}',
    seriesOne: '{label}: {firstCategory} में {first}',
    seriesNone: '{label}: कोई मान नहीं',
    point: '{category}: {values}',
  },
} satisfies MessageGroup;
