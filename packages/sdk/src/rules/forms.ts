import { BUSINESS_CATEGORIES, ISSUE_TYPES, OTP_LENGTH } from '../constants';
import { CARD_NUMBER_MAX, CARD_NUMBER_MIN, CARD_NUMBER_PATTERN, EXPIRY_PATTERN } from '../domain/card';
import { PHONE_PATTERN, URL_PATTERN, type FormRules, type Rule } from './engine';

/**
 * The forms' rules. Messages quoted in spec sections 5 and 8 are used exactly as written
 * (including their odd capitals and missing periods); the rest, where the spec gives none,
 * follow one pattern: '<Field> is required', '<Field> must be at least N characters'.
 */

const required = (message: string): Rule => ({ kind: 'required', message });
const min = (n: number, message: string): Rule => ({ kind: 'minLength', min: n, message });
const max = (n: number, message: string): Rule => ({ kind: 'maxLength', max: n, message });
const pattern = (re: RegExp, message: string): Rule => ({ kind: 'pattern', pattern: re, message });

const email: readonly Rule[] = [
  required('Email is required.'),
  { kind: 'email', message: 'Email must be a valid' },
  max(254, 'Email must be at most 254 characters'),
];

const otp: readonly Rule[] = [
  required('OTP is required.'),
  min(OTP_LENGTH, 'OTP must be at least 6 characters long'),
  max(OTP_LENGTH, 'OTP must be exactly 6 digits'),
  pattern(/^\d+$/, 'OTP must contain only digits'),
];

const name = (label: string, least: number): readonly Rule[] => [
  required(`${label} is required`),
  min(least, `${label} must be at least ${least} characters`),
  max(100, `${label} must be at most 100 characters`),
];

const phone = (label: string): readonly Rule[] => [
  required(`${label} is required`),
  min(8, `${label} must be at least 8 characters`),
  max(20, `${label} must be at most 20 characters`),
  pattern(PHONE_PATTERN, `${label} may contain only digits, spaces, +, - and brackets`),
];

const website: readonly Rule[] = [
  pattern(URL_PATTERN, 'Website must be a valid URL, e.g. https://example.com'),
  max(2048, 'Website must be at most 2048 characters'),
];

const confirmMessage = 'Confirm Password Is required & should be match the passwords';

/** Every form's rules, keyed by form; pass one to `validate`. */
export const RULES = {
  /** Login panel (spec section 5). */
  login: {
    email,
    password: [required('Password is required.'), max(128, 'Password must be at most 128 characters')],
  },
  /** Create Account panel; the server adds the portal group itself. */
  createAccount: {
    email,
    firstName: [required('First Name is required.'), max(100, 'First Name must be at most 100 characters')],
    lastName: [required('Last Name is required.'), max(100, 'Last Name must be at most 100 characters')],
    userName: [required('User Name is required.'), max(100, 'User Name must be at most 100 characters')],
    password: [required('Password is required.'), max(128, 'Password must be at most 128 characters')],
  },
  /** The OTP step of sign-up. */
  otp: { otp },
  /** Forgot Password panel, all steps; `pickRules` gives one step's fields. */
  forgotPassword: {
    email,
    otp,
    newPwd: [
      required('New Password is required'),
      min(5, 'New Password must be at least 5 characters'),
      max(20, 'New Password must be at most 20 characters'),
    ],
    confirmPwd: [
      required(confirmMessage),
      min(2, confirmMessage),
      max(20, confirmMessage),
      { kind: 'sameAs', field: 'newPwd', message: confirmMessage },
    ],
  },
  /** Change password while signed in (Security page): the new one by the reset's rules. */
  changePassword: {
    currentPassword: [
      required('Current password is required'),
      max(128, 'Current password must be at most 128 characters'),
    ],
    newPwd: [
      required('New Password is required'),
      min(5, 'New Password must be at least 5 characters'),
      max(20, 'New Password must be at most 20 characters'),
    ],
    confirmPwd: [
      required(confirmMessage),
      min(2, confirmMessage),
      max(20, confirmMessage),
      { kind: 'sameAs', field: 'newPwd', message: confirmMessage },
    ],
  },
  /** Change email (Security page): the new address, then the code mailed to it. */
  changeEmail: { email, otp },
  /** Schedule demo (table of spec section 5); websiteUrl may be empty. */
  scheduleDemo: {
    firstName: name('First name', 3),
    lastName: name('Last name', 3),
    businessName: name('Business name', 5),
    websiteUrl: website,
    email,
    mobile: phone('Mobile number'),
    country: [required('Country is required'), pattern(/^[A-Z]{2}$/, 'Country must be a two-letter country code')],
    description: [
      required('Description is required'),
      min(10, 'Description must be at least 10 characters'),
      max(2000, 'Description must be at most 2000 characters'),
    ],
  },
  /** Contact Us; company and referral source may be empty. */
  contact: {
    firstName: name('First name', 1),
    lastName: name('Last name', 1),
    email,
    phoneNumber: phone('Phone number'),
    company: [max(200, 'Company must be at most 200 characters')],
    country: [required('Country is required'), max(100, 'Country must be at most 100 characters')],
    referralSource: [max(200, 'Referral source must be at most 200 characters')],
    message: [
      required('Message is required'),
      min(10, 'Message must be at least 10 characters'),
      max(2000, 'Message must be at most 2000 characters'),
    ],
  },
  /** Brochure download details. */
  brochure: {
    name: name('Name', 2),
    email,
    mobile: phone('Mobile number'),
    company: [required('Company is required'), max(200, 'Company must be at most 200 characters')],
  },
  /** Customer details of the basket's order form. */
  customer: {
    fullName: name('Full name', 3),
    mobileNumber: phone('Mobile number'),
    email,
    category: [
      required('Business category is required'),
      {
        kind: 'oneOf',
        values: BUSINESS_CATEGORIES.map((c) => c.value),
        message: 'Choose a business category from the list',
      },
    ],
    website,
  },
  /** An address (billing or other). */
  address: {
    addressLine1: [required('Address line 1 is required'), max(200, 'Address line 1 must be at most 200 characters')],
    addressLine2: [max(200, 'Address line 2 must be at most 200 characters')],
    country: [required('Country is required'), max(100, 'Country must be at most 100 characters')],
    state: [required('State is required'), max(100, 'State must be at most 100 characters')],
    city: [required('City is required'), max(100, 'City must be at most 100 characters')],
    town: [max(100, 'Town must be at most 100 characters')],
    postCode: [
      required('Post code is required'),
      pattern(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'Post code must be 2 to 10 letters, digits, spaces or hyphens'),
    ],
  },
  /** Test-mode card checkout, by the domain's card rules. Card numbers may be grouped ('4111 1111 1111 1111'). */
  card: {
    cardNumber: [
      required('Card number is required'),
      pattern(CARD_NUMBER_PATTERN, `Card number must be ${CARD_NUMBER_MIN} to ${CARD_NUMBER_MAX} digits`),
      { kind: 'luhn', message: 'Card number is not valid' },
    ],
    cardHolderName: [
      required('Card holder name is required'),
      min(2, 'Card holder name must be at least 2 characters'),
      max(100, 'Card holder name must be at most 100 characters'),
    ],
    expiry: [
      required('Expiry is required'),
      pattern(EXPIRY_PATTERN, 'Expiry must be in MM/YY format'),
      { kind: 'notExpired', message: 'Card has expired' },
    ],
    cvv: [required('CVV is required'), pattern(/^\d{3,4}$/, 'CVV must be 3 or 4 digits')],
  },
  /** Raise a ticket; keys match the ticket request's query names. */
  ticket: {
    summary: [required('Summary is required'), max(255, 'Summary must be at most 255 characters')],
    description: [required('Description is required'), max(5000, 'Description must be at most 5000 characters')],
    priorityName: [required('Priority is required')],
    issueTypeName: [
      required('Issue type is required'),
      { kind: 'oneOf', values: ISSUE_TYPES, message: 'Issue type must be Bug or Task' },
    ],
  },
} as const satisfies Record<string, FormRules>;

/** Name of a form in RULES. */
export type FormName = keyof typeof RULES;
