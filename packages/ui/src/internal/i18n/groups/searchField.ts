import type { MessageGroup } from '../locales';

export const searchField = {
  'en-IN': {
    searching: 'Searching…',
    noMatches: 'No matches for “{query}”',
    resultsOne: '{count} result',
    resultsOther: '{count} results',
    clear: 'Clear search',
    list: 'Search results',
  },
  hi: {
    searching: 'खोज जारी है…',
    noMatches: '“{query}” के लिए कोई मेल नहीं मिला',
    resultsOne: '{count} परिणाम',
    resultsOther: '{count} परिणाम',
    clear: 'खोज साफ़ करें',
    list: 'खोज परिणाम',
  },
} satisfies MessageGroup;
