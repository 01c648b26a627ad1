import { array } from 'superstruct';
import type { ApiClient } from '../client';
import {
  BrochureResponse,
  Contact,
  CustomerRecord,
  DemoInquiry,
  SavedAddress,
  type Address,
  type BrochureRequest,
  type ContactRequest,
  type DemoInquiryRequest,
} from '../schemas/customer';

const enc = encodeURIComponent;

/** `GET portal/customer/email/{email}` (bearer; the owner or an admin): the customer record. */
export async function getByEmail(client: ApiClient, email: string): Promise<CustomerRecord> {
  return client.request({
    call: 'customer.getByEmail',
    service: 'customer',
    method: 'GET',
    path: `portal/customer/email/${enc(email)}`,
    schema: CustomerRecord,
  });
}

/** `PUT portal/customer/{customerId}/address/{addressId}` (bearer; owner or admin): the saved address. */
export async function updateAddress(
  client: ApiClient,
  customerId: string,
  addressId: string,
  address: Address,
): Promise<SavedAddress> {
  return client.request({
    call: 'customer.updateAddress',
    service: 'customer',
    method: 'PUT',
    path: `portal/customer/${enc(customerId)}/address/${enc(addressId)}`,
    body: address,
    schema: SavedAddress,
  });
}

/** `PUT portal/customer/{customerId}/gstin` (bearer; owner or admin): sets or ('') removes the GSTIN. */
export async function updateGstin(client: ApiClient, customerId: string, gstin: string): Promise<CustomerRecord> {
  return client.request({
    call: 'customer.updateGstin',
    service: 'customer',
    method: 'PUT',
    path: `portal/customer/${enc(customerId)}/gstin`,
    body: { gstin },
    schema: CustomerRecord,
  });
}

/** `POST portal/customer/brochure?type={slug}` (anonymous): the brochure PDF's URL. */
export async function requestBrochure(
  client: ApiClient,
  type: string,
  details: BrochureRequest,
): Promise<BrochureResponse> {
  return client.request({
    call: 'customer.requestBrochure',
    service: 'customer',
    method: 'POST',
    path: 'portal/customer/brochure',
    auth: false,
    query: { type },
    body: details,
    schema: BrochureResponse,
  });
}

/** `POST portal/customer/inquiry` (anonymous; needs a verified, unused captcha token): the stored inquiry. */
export async function submitInquiry(client: ApiClient, inquiry: DemoInquiryRequest): Promise<DemoInquiry> {
  return client.request({
    call: 'customer.submitInquiry',
    service: 'customer',
    method: 'POST',
    path: 'portal/customer/inquiry',
    auth: false,
    body: inquiry,
    schema: DemoInquiry,
  });
}

/** `GET portal/customer/inquiries` (admin): every demo inquiry. */
export async function listInquiries(client: ApiClient): Promise<DemoInquiry[]> {
  return client.request({
    call: 'customer.listInquiries',
    service: 'customer',
    method: 'GET',
    path: 'portal/customer/inquiries',
    schema: array(DemoInquiry),
  });
}

/** `POST portal/customer/contact` (anonymous): the stored contact message, status NEW. */
export async function submitContact(client: ApiClient, contact: ContactRequest): Promise<Contact> {
  return client.request({
    call: 'customer.submitContact',
    service: 'customer',
    method: 'POST',
    path: 'portal/customer/contact',
    auth: false,
    body: contact,
    schema: Contact,
  });
}

/** `GET portal/customer/contacts` (admin): every contact message. */
export async function listContacts(client: ApiClient): Promise<Contact[]> {
  return client.request({
    call: 'customer.listContacts',
    service: 'customer',
    method: 'GET',
    path: 'portal/customer/contacts',
    schema: array(Contact),
  });
}
