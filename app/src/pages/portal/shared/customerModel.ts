import { RULES, validate, type Address, type SavedAddress } from '@lnf/sdk';

/**
 * The customer's details as the portal's forms edit and show them: the basket's order form and the
 * profile both edit addresses and name the contact channels.
 */

/** An address as the forms edit it: every field text. */
export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  country: string;
  state: string;
  city: string;
  town: string;
  postCode: string;
}

export type AddressField = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  addressLine1: '',
  addressLine2: '',
  country: 'India',
  state: '',
  city: '',
  town: '',
  postCode: '',
};

export type Communication = 'MOBILE' | 'EMAIL' | 'WHATSAPP';

export const COMMUNICATION_LABELS: Record<Communication, string> = {
  MOBILE: 'Mobile',
  EMAIL: 'Email',
  WHATSAPP: 'WhatsApp',
};

export function validateAddress(values: AddressValues): AddressErrors {
  return validate(RULES.address, values);
}

const trimmed = (a: AddressValues) =>
  Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.trim()])) as unknown as AddressValues;

export function toAddress(values: AddressValues, type: 'Primary' | 'Other'): Address {
  const a = trimmed(values);
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 || undefined,
    country: a.country,
    state: a.state,
    city: a.city,
    town: a.town || undefined,
    postCode: a.postCode,
    type,
  };
}

export function addressValues(a: SavedAddress | undefined): AddressValues {
  if (!a) return EMPTY_ADDRESS;
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? '',
    country: a.country,
    state: a.state,
    city: a.city,
    town: a.town ?? '',
    postCode: a.postCode,
  };
}
