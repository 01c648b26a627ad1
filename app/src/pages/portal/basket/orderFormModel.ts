import {
  BUSINESS_CATEGORIES,
  RULES,
  validate,
  type CustomerRecord,
  type LoggedUser,
  type PlaceOrderRequest,
} from '@lnf/sdk';
import {
  addressValues,
  EMPTY_ADDRESS,
  toAddress,
  validateAddress,
  type AddressErrors,
  type AddressValues,
  type Communication,
} from '../shared/customerModel';

/** The basket's customer form (spec section 3, customer form data) with its addresses. */
export interface OrderFormValues {
  fullName: string;
  mobileNumber: string;
  email: string;
  category: string;
  website: string;
  /** Spec default: true. */
  marketingPreference: boolean;
  /** Spec default: MOBILE. */
  communication: Communication;
  /** Spec default: true; false asks for a second (service) address. */
  isSameAddress: boolean;
  billing: AddressValues;
  other: AddressValues;
}

export const DEFAULT_ORDER_FORM: OrderFormValues = {
  fullName: '',
  mobileNumber: '',
  email: '',
  category: '',
  website: '',
  marketingPreference: true,
  communication: 'MOBILE',
  isSameAddress: true,
  billing: EMPTY_ADDRESS,
  other: EMPTY_ADDRESS,
};

export const CATEGORY_OPTIONS = BUSINESS_CATEGORIES.map((c) => ({ id: c.value, label: c.label }));

export interface OrderFormErrors {
  customer: Partial<Record<'fullName' | 'mobileNumber' | 'email' | 'category' | 'website', string>>;
  billing: AddressErrors;
  other: AddressErrors;
}

/** Field rules of the customer form and its addresses; the second address only when it differs. */
export function validateOrderForm(values: OrderFormValues): OrderFormErrors {
  return {
    customer: validate(RULES.customer, values),
    billing: validateAddress(values.billing),
    other: values.isSameAddress ? {} : validateAddress(values.other),
  };
}

export function toOrderRequest(basketId: string, v: OrderFormValues): PlaceOrderRequest {
  return {
    basketId,
    customer: {
      fullName: v.fullName.trim(),
      mobileNumber: v.mobileNumber.trim(),
      email: v.email.trim(),
      category: v.category,
      website: v.website.trim(),
      marketingPreference: v.marketingPreference,
      communication: v.communication,
      isSameAddress: v.isSameAddress,
    },
    billingAddress: toAddress(v.billing, 'Primary'),
    ...(v.isSameAddress ? {} : { address: toAddress(v.other, 'Other') }),
  };
}

const isBlank = (a: AddressValues) => !a.addressLine1 && !a.city && !a.state && !a.postCode;

/**
 * Fills what is still empty from the logged user and their customer record; what the person
 * already typed stays.
 */
export function prefill(
  v: OrderFormValues,
  user: LoggedUser | null,
  record: CustomerRecord | null | undefined,
): OrderFormValues {
  const next = { ...v };
  if (user) {
    next.email ||= user.email;
    next.fullName ||= user.name;
    next.mobileNumber ||= user.mobileNumber;
  }
  if (record) {
    next.fullName = v.fullName || record.name;
    next.mobileNumber = v.mobileNumber || record.mobile;
    next.category ||= record.businessCategory;
    next.website ||= record.website;
    if (!v.email) next.email = record.email;
    const primary = record.addresses.find((a) => a.type === 'Primary');
    const other = record.addresses.find((a) => a.type === 'Other');
    if (isBlank(v.billing) && primary) next.billing = addressValues(primary);
    if (isBlank(v.other) && other) {
      next.other = addressValues(other);
      next.isSameAddress = false;
    }
    next.marketingPreference = record.marketingPreference;
    next.communication = record.communication;
  }
  return next;
}
