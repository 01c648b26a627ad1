import type { MessageGroup } from '../locales';

export const dataTable = {
  'en-IN': {
    empty: 'No records found',
    previous: 'Previous',
    next: 'Next',
    pagination: 'Pagination',
    page: 'Page {page} of {pages}',
  },
  hi: {
    empty: 'कोई रिकॉर्ड नहीं मिला',
    previous: 'पिछला',
    next: 'अगला',
    pagination: 'पृष्ठ क्रमांकन',
    page: '{pages} में से पृष्ठ {page}',
  },
} satisfies MessageGroup;
