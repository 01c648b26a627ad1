/** What each notification template reads from its payload (the `notifications.payload` column). */

export interface TemplatePayloads {
  otp: { code: string; minutes: number };
  'order-paid': { orderId: string; reference: string; transactionId: string; plan: string; amountPaise: number };
  'renewal-charged': {
    orderId: string;
    subscriptionId: string;
    transactionId: string;
    plan: string;
    amountPaise: number;
  };
  'renewal-failed': { subscriptionId: string; plan: string };
  'card-updated': { subscriptionId: string; plan: string; cardBrand: string | null; cardLast4: string };
  'plan-changed': {
    subscriptionId: string;
    fromPlan: string;
    toPlan: string;
    term: string;
    /** now: an upgrade in place; at-renewal: a downgrade or a change of term; new-subscription: a replacement from the period's end. */
    when: 'now' | 'at-renewal' | 'new-subscription';
  };
  'subscription-cancelled': { subscriptionId: string; plan: string; endsAt: string | null };
  'subscription-ended': { subscriptionId: string; plan: string };
  /** A staff member's public reply on the customer's ticket (plain text; at most the first 2,000 characters). */
  'ticket-reply': { reference: string; ticketNumber: string; summary: string; author: string; body: string };
  /**
   * To support staff: a customer raised a ticket (`body`: its description) or replied on one (plain
   * text; at most the first 2,000 characters), with `attachments` files.
   */
  'ticket-customer-reply': {
    reference: string;
    ticketNumber: string;
    summary: string;
    customer: string;
    body: string;
    raised: boolean;
    attachments: number;
  };
  /** Staff (or the auto-close job) moved the customer's ticket to another status. */
  'ticket-status': { reference: string; ticketNumber: string; summary: string; from: string; to: string };
  /** The visitor who asked for a demo: a confirmation that echoes nothing they typed (the address is unproven). */
  'demo-request-received': { reference: string };
  /** LNF's sales inbox: a new demo request, with what the visitor wrote. */
  'demo-request-alert': {
    reference: string;
    name: string;
    businessName: string;
    websiteUrl: string;
    email: string;
    mobile: string;
    country: string;
    description: string;
  };
  /**
   * The account's password was changed; `at` is an ISO instant. `signedOut`: which sessions ended
   * (a reset ends all; a change on the Security page all others, or none); absent means all.
   */
  'password-changed': { at: string; signedOut?: 'all' | 'others' | 'none' };
  /**
   * To the old address: the account's email was changed to `newEmail` (masked); `token` undoes it
   * until `undoUntil` (ISO instants).
   */
  'email-changed': { newEmail: string; at: string; undoUntil: string; token: string };
  /** An authenticator app was turned on or off for the account; `at` is an ISO instant. */
  'second-factor-changed': { change: 'added' | 'removed'; at: string };
  /** A passkey named `name` was added to or removed from the account; `at` is an ISO instant. */
  'passkey-changed': { change: 'added' | 'removed'; name: string; at: string };
  /**
   * To a new staff member: `invitedBy` (with `invitedByEmail`) made their account with `role`;
   * they set a password with 'Forgot password' and the code it mails to `email`.
   */
  'staff-invited': { invitedBy: string; invitedByEmail: string; role: 'support' | 'finance' | 'admin'; email: string };
  /** A successful sign-in from a browser this account has not signed in with before. */
  'new-sign-in': { browser: string; at: string; ipPrefix: string };
  /** The next renewal charge, three days ahead; `chargeOn` is an ISO instant. */
  'renewal-reminder': {
    subscriptionId: string;
    plan: string;
    amountPaise: number;
    chargeOn: string;
    cardBrand: string | null;
    cardLast4: string | null;
  };
  /** A privacy request the customer made that staff answer (correction, grievance): its clock, ISO instants. */
  'privacy-request-received': { reference: string; kind: string; acknowledgeBy: string; dueAt: string };
  /** Staff answered a privacy request: COMPLETED or REJECTED, with the answer (plain text). */
  'privacy-request-resolved': { reference: string; kind: string; status: string; response: string };
  /**
   * A demo slot booked, moved or cancelled (`at`, the invite's DTSTAMP): ISO instants, the
   * visitor's IANA zone, the invite's SEQUENCE, the manage token of the mail's link, and the
   * invite's organizer and attendee emails.
   */
  'demo-booking': {
    bookingId: string;
    at: string;
    change: 'booked' | 'rescheduled' | 'cancelled';
    startsAt: string;
    endsAt: string;
    timeZone: string;
    sequence: number;
    manageToken: string;
    organizer: string;
    attendee: string;
  };
}
export type TemplateName = keyof TemplatePayloads;
export const TEMPLATE_NAMES = [
  'otp',
  'order-paid',
  'renewal-charged',
  'renewal-failed',
  'card-updated',
  'plan-changed',
  'subscription-cancelled',
  'subscription-ended',
  'ticket-reply',
  'ticket-status',
  'ticket-customer-reply',
  'demo-request-received',
  'demo-request-alert',
  'password-changed',
  'new-sign-in',
  'staff-invited',
  'second-factor-changed',
  'passkey-changed',
  'email-changed',
  'renewal-reminder',
  'privacy-request-received',
  'privacy-request-resolved',
  'demo-booking',
] as const satisfies readonly TemplateName[];
