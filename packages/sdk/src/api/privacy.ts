import type { ApiClient } from '../client';
import {
  ConsentHistory,
  ConsentList,
  ConsentState,
  DataSummary,
  NomineeAnswer,
  PrivacyRequest,
  PrivacyRequestList,
  type ConsentPurpose,
  type Nominee,
  type PrivacyRequestInput,
  type PrivacyRequestQuery,
  type PrivacyResolution,
} from '../schemas/privacy';

type Source = 'privacy-centre' | 'cookie-notice' | 'signup';

/** `GET portal/privacy/consents`: the caller's current choice for every purpose. */
export async function consents(client: ApiClient): Promise<ConsentList> {
  return client.request({
    call: 'privacy.consents',
    service: 'privacy',
    method: 'GET',
    path: 'portal/privacy/consents',
    schema: ConsentList,
  });
}

/** `GET portal/privacy/consents/history`: every consent given or withdrawn, newest first. */
export async function consentHistory(client: ApiClient): Promise<ConsentHistory> {
  return client.request({
    call: 'privacy.consentHistory',
    service: 'privacy',
    method: 'GET',
    path: 'portal/privacy/consents/history',
    schema: ConsentHistory,
  });
}

function changeConsent(client: ApiClient, purpose: ConsentPurpose, change: 'grant' | 'withdraw', source: Source) {
  return client.request({
    call: `privacy.${change}`,
    service: 'privacy',
    method: 'POST',
    path: `portal/privacy/consents/${encodeURIComponent(purpose)}/${change}`,
    body: { source },
    schema: ConsentState,
  });
}

/** `POST portal/privacy/consents/{purpose}/grant`: gives consent, on the notice in force now. */
export async function grant(
  client: ApiClient,
  purpose: ConsentPurpose,
  source: Source = 'privacy-centre',
): Promise<ConsentState> {
  return changeConsent(client, purpose, 'grant', source);
}

/** `POST portal/privacy/consents/{purpose}/withdraw`: withdraws it, at once (one call, as giving it was). */
export async function withdraw(
  client: ApiClient,
  purpose: ConsentPurpose,
  source: Source = 'privacy-centre',
): Promise<ConsentState> {
  return changeConsent(client, purpose, 'withdraw', source);
}

/** `GET portal/privacy/requests`: the caller's requests with their clocks, newest first. */
export async function requests(client: ApiClient): Promise<PrivacyRequestList> {
  return client.request({
    call: 'privacy.requests',
    service: 'privacy',
    method: 'GET',
    path: 'portal/privacy/requests',
    schema: PrivacyRequestList,
  });
}

/**
 * `POST portal/privacy/requests`: exercises a right. Access and nomination are answered at once;
 * erasure is carried out at once (the caller is signed out everywhere); correction and grievance
 * wait for staff, acknowledged within 48 hours and answered within 30 days.
 */
export async function createRequest(client: ApiClient, input: PrivacyRequestInput): Promise<PrivacyRequest> {
  return client.request({
    call: 'privacy.createRequest',
    service: 'privacy',
    method: 'POST',
    path: 'portal/privacy/requests',
    body: input,
    schema: PrivacyRequest,
  });
}

/** `GET portal/privacy/summary`: what is held about the caller, why, and for how long. */
export async function summary(client: ApiClient): Promise<DataSummary> {
  return client.request({
    call: 'privacy.summary',
    service: 'privacy',
    method: 'GET',
    path: 'portal/privacy/summary',
    schema: DataSummary,
  });
}

/** `GET portal/privacy/export`: every record about the caller and their PDFs, as one ZIP (`data.json` inside). */
export async function exportData(client: ApiClient): Promise<Blob> {
  return client.request({
    call: 'privacy.export',
    service: 'privacy',
    method: 'GET',
    path: 'portal/privacy/export',
    headers: { accept: 'application/zip' },
    as: 'blob',
  });
}

/** `GET portal/privacy/nominee`: the person the caller nominated, or null. */
export async function nominee(client: ApiClient): Promise<Nominee | null> {
  return client.request({
    call: 'privacy.nominee',
    service: 'privacy',
    method: 'GET',
    path: 'portal/privacy/nominee',
    schema: NomineeAnswer,
  });
}

/** `GET admin/privacy/requests?status=` (staff): requests with their clocks, the most urgent first. */
export async function staffList(
  client: ApiClient,
  status: PrivacyRequestQuery['status'] = 'open',
): Promise<PrivacyRequestList> {
  return client.request({
    call: 'privacy.staffList',
    service: 'privacy',
    method: 'GET',
    path: 'admin/privacy/requests',
    query: { status },
    schema: PrivacyRequestList,
  });
}

/** `POST admin/privacy/requests/{reference}/acknowledge` (staff). */
export async function acknowledge(client: ApiClient, reference: string): Promise<PrivacyRequest> {
  return client.request({
    call: 'privacy.acknowledge',
    service: 'privacy',
    method: 'POST',
    path: `admin/privacy/requests/${encodeURIComponent(reference)}/acknowledge`,
    schema: PrivacyRequest,
  });
}

/** `POST admin/privacy/requests/{reference}/resolve` (staff): completes or rejects it with the answer the customer reads. */
export async function resolve(
  client: ApiClient,
  reference: string,
  resolution: PrivacyResolution,
): Promise<PrivacyRequest> {
  return client.request({
    call: 'privacy.resolve',
    service: 'privacy',
    method: 'POST',
    path: `admin/privacy/requests/${encodeURIComponent(reference)}/resolve`,
    body: resolution,
    schema: PrivacyRequest,
  });
}
