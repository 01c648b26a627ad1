import type { ConsentPurpose, ConsentSource, CORRECTABLE_FIELDS, PrivacyRequest } from '@lnf/sdk';

/** What each consent is for, in the customer's words. */
export const PURPOSES: Record<ConsentPurpose, { label: string; description: string }> = {
  marketing_email: {
    label: 'Marketing email',
    description: 'News about LNF products and offers. Mails about your orders, tickets and account come either way.',
  },
  analytics_cookies: {
    label: 'Analytics cookies',
    description: 'Counting visits to see which pages help. Cookies that keep you signed in are always on.',
  },
};

export const SOURCES: Record<ConsentSource, string> = {
  'privacy-centre': 'Privacy centre',
  'cookie-notice': 'Cookie notice',
  signup: 'Sign-up',
  'unsubscribe-link': 'Unsubscribe link',
  erasure: 'Account deletion',
};

export const KINDS: Record<PrivacyRequest['kind'], string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  nomination: 'Nomination',
  grievance: 'Grievance',
};

export const STATUSES: Record<PrivacyRequest['status'], string> = {
  OPEN: 'Open',
  ACKNOWLEDGED: 'Acknowledged',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
};

/** The fields a correction may name: the account's, then the customer record's (the Profile page). */
export const FIELDS: Record<(typeof CORRECTABLE_FIELDS)[number], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  mobileNumber: 'Mobile number (account)',
  designation: 'Designation',
  customerName: 'Customer name',
  mobile: 'Mobile (customer details)',
  website: 'Website',
  address: 'Address',
};
