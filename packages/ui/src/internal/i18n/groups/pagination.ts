import type { MessageGroup } from '../locales';

export const pagination = {
  'en-IN': {
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
    pageOf: 'Page {page} of {pages}',
    pageSize: 'Rows per page',
  },
  hi: {
    pagination: 'पृष्ठ क्रमांकन',
    previous: 'पिछला',
    next: 'अगला',
    page: 'पृष्ठ {page}',
    pageOf: '{pages} में से पृष्ठ {page}',
    pageSize: 'प्रति पृष्ठ पंक्तियाँ',
  },
} satisfies MessageGroup;
