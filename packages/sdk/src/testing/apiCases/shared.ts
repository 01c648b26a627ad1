import type { ApiClient } from '../../client';
import { makeTokens, sampleInquiry } from '../fake';

/**
 * The table the sdk's api test runs (src/api/api.test.ts): for each function, what it sends and
 * what it answers. Split by area; this module has the row type and the fixtures they share.
 */
export interface Case {
  name: string;
  run: (client: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  bearer: boolean;
  answer: unknown;
  /** What the function returns when it differs from the answer (coercions). */
  expected?: unknown;
}

export const tokens = makeTokens();
export const address = {
  addressLine1: '1 MG Road',
  country: 'IN',
  state: 'Telangana',
  city: 'Hyderabad',
  postCode: '500081',
  type: 'Primary' as const,
};
export const orderBody = {
  basketId: 'b-1',
  customer: {
    fullName: 'Asha Rao',
    mobileNumber: '9876543210',
    email: 'asha@example.com',
    category: 'fintech',
    website: '',
    marketingPreference: true,
    communication: 'MOBILE' as const,
    isSameAddress: true,
  },
  billingAddress: address,
};
export const inquiry = { ...sampleInquiry, status: 'CREATED' as const, recaptchaToken: 'cap' };
export const contactBody = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'a@b.in',
  phoneNumber: '9876543210',
  company: '',
  country: 'India',
  referralSource: '',
  message: 'Call me back please',
};
export const card = {
  subscriptionId: 'sub_1',
  cardNumber: '4111 1111 1111 1111',
  cardHolderName: 'Asha Rao',
  expiry: '12/30',
  cvv: '123',
};
