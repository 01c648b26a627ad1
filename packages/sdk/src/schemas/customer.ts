import {
  array,
  boolean,
  defaulted,
  enums,
  literal,
  nullable,
  object,
  optional,
  pattern,
  refine,
  string,
  type,
  type Infer,
} from 'superstruct';
import { gstinProblem } from '../billing';
import { RULES } from '../rules/forms';
import { text, withRules } from './common';

/** Kinds of address; a customer has at most a Primary and one Other. */
export const ADDRESS_TYPES = ['Primary', 'Other'] as const;

/** How a customer wants to be contacted. */
export const COMMUNICATION_CHANNELS = ['MOBILE', 'EMAIL', 'WHATSAPP'] as const;

const addressFields = {
  addressLine1: string(),
  addressLine2: optional(string()),
  country: string(),
  state: string(),
  city: string(),
  town: optional(string()),
  postCode: string(),
};

/** An address as a request body (`PUT .../address/{id}`, orders); `type` defaults to 'Primary'. */
export const Address = withRules(
  object({ id: optional(text(64)), ...addressFields, type: defaulted(enums(ADDRESS_TYPES), 'Primary') }),
  RULES.address,
);
export type Address = Infer<typeof Address>;

const addressAnswer = {
  addressLine1: string(),
  addressLine2: optional(nullable(string())),
  country: string(),
  state: string(),
  city: string(),
  town: optional(nullable(string())),
  postCode: string(),
  type: enums(ADDRESS_TYPES),
};

/** An address inside an answer (an order's billing address may have no id). */
export const AddressRecord = type({ id: optional(string()), ...addressAnswer });
export type AddressRecord = Infer<typeof AddressRecord>;

/** A customer's stored address: always has an id. */
export const SavedAddress = type({ id: string(), ...addressAnswer });
export type SavedAddress = Infer<typeof SavedAddress>;

/** `GET portal/customer/email/{email}` answer. */
export const CustomerRecord = type({
  id: string(),
  name: string(),
  mobile: string(),
  email: string(),
  businessCategory: string(),
  website: string(),
  marketingPreference: boolean(),
  communication: enums(COMMUNICATION_CHANNELS),
  addresses: array(SavedAddress),
  /** The customer's GST registration, printed on their tax invoices; null when unregistered. */
  gstin: optional(nullable(string())),
});
export type CustomerRecord = Infer<typeof CustomerRecord>;

/**
 * Body of `PUT portal/customer/{customerId}/gstin`: a GSTIN (format, state code and check character
 * are checked), or '' to remove it.
 */
export const GstinUpdate = refine(object({ gstin: string() }), 'gstin', (value) => {
  const gstin = value.gstin.trim();
  return gstin === '' || gstinProblem(gstin) === null || gstinProblem(gstin)!;
});
export type GstinUpdate = Infer<typeof GstinUpdate>;

/** Query of `POST portal/customer/brochure`: a product page's slug, e.g. `lnf-people-360`. */
export const BrochureQuery = object({ type: pattern(text(64), /^[a-z0-9]+(?:-[a-z0-9]+)*$/) });
export type BrochureQuery = Infer<typeof BrochureQuery>;

/** Body of `POST portal/customer/brochure`. */
export const BrochureRequest = withRules(
  object({ name: string(), email: string(), mobile: string(), company: string() }),
  RULES.brochure,
);
export type BrochureRequest = Infer<typeof BrochureRequest>;

/** The brochure's PDF address, which the browser opens. */
export const BrochureResponse = type({ url: string() });
export type BrochureResponse = Infer<typeof BrochureResponse>;

/** Body of `POST portal/customer/inquiry`; the captcha token must be verified and unused. */
export const DemoInquiryRequest = withRules(
  object({
    firstName: string(),
    lastName: string(),
    businessName: string(),
    websiteUrl: string(),
    email: string(),
    mobile: string(),
    country: string(),
    description: string(),
    status: literal('CREATED'),
    recaptchaToken: text(4096),
  }),
  RULES.scheduleDemo,
);
export type DemoInquiryRequest = Infer<typeof DemoInquiryRequest>;

/** A stored demo inquiry (answer of the inquiry call and rows of `GET portal/customer/inquiries`). */
export const DemoInquiry = type({
  reference: string(),
  firstName: string(),
  lastName: string(),
  businessName: string(),
  websiteUrl: string(),
  email: string(),
  mobile: string(),
  country: string(),
  description: string(),
  status: string(),
  createdAt: string(),
  /**
   * Only in the answer of `POST portal/customer/inquiry`: books one demo slot
   * (`POST portal/customer/demo-bookings`) within 7 days.
   */
  bookingToken: optional(string()),
});
export type DemoInquiry = Infer<typeof DemoInquiry>;

/** Body of `POST portal/customer/contact`. */
export const ContactRequest = withRules(
  object({
    firstName: string(),
    lastName: string(),
    email: string(),
    phoneNumber: string(),
    company: string(),
    country: string(),
    referralSource: string(),
    message: string(),
  }),
  RULES.contact,
);
export type ContactRequest = Infer<typeof ContactRequest>;

/** A stored contact message; status starts as NEW. */
export const Contact = type({
  reference: string(),
  firstName: string(),
  lastName: string(),
  email: string(),
  phoneNumber: string(),
  company: string(),
  country: string(),
  referralSource: string(),
  message: string(),
  status: string(),
  createdAt: string(),
});
export type Contact = Infer<typeof Contact>;
