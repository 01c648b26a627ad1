import {
  array,
  coerce,
  defaulted,
  enums,
  integer,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { QueryInteger } from './common';

/**
 * The first-party funnel: events the site sends to LNF's own server (only after the visitor
 * accepted analytics cookies), and the staff's view of them by ISO week (IST) and by landing page.
 * Nothing here identifies a device beyond the random visitor id the browser keeps after consent.
 */

/** Every kind of event the funnel stores, in funnel order. `first_payment` is written by the server alone. */
export const SITE_EVENT_KINDS = [
  'page_view',
  'cta_press',
  'demo_request',
  'booking',
  'sign_up',
  'first_payment',
] as const;
export type SiteEventKind = (typeof SITE_EVENT_KINDS)[number];

/** The kinds a browser may send. */
export const CLIENT_EVENT_KINDS = ['page_view', 'cta_press', 'demo_request', 'booking', 'sign_up'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** The longest path kept, and the longest CTA label or href. */
export const EVENT_PATH_MAX = 300;
export const EVENT_CTA_MAX = 120;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page's path: starts with `/`, at most 300 characters once its query string and fragment are
 * taken off (they may carry emails or tokens, and are never kept).
 */
export const EventPath = coerce(
  refine(size(string(), 1, EVENT_PATH_MAX), 'EventPath', (value) =>
    value.startsWith('/') && !value.startsWith('//') ? true : 'A path must start with a single /',
  ),
  string(),
  (value) => value.replace(/[?#].*$/s, ''),
);

/** `POST public/events`: one event of the funnel. */
export const SiteEventRequest = object({
  /** The random id the browser keeps after consent (crypto.randomUUID). */
  visitorId: pattern(string(), UUID),
  kind: enums(CLIENT_EVENT_KINDS),
  path: EventPath,
  /** The pressed CTA's label or href. */
  cta: optional(size(string(), 0, EVENT_CTA_MAX)),
});
export type SiteEventRequest = Infer<typeof SiteEventRequest>;

/** The most weeks one funnel shows. */
export const FUNNEL_WEEKS_MAX = 53;

/** `GET backoffice/funnel`: how many ISO weeks (IST), ending with the current one. */
export const FunnelQuery = object({
  weeks: defaulted(size(QueryInteger, 1, FUNNEL_WEEKS_MAX), 12),
});
export type FunnelQuery = Infer<typeof FunnelQuery>;

/** The four steps: distinct visitors, each step counting only visitors who are in the step before's window. */
const steps = {
  /** Distinct visitors with a page view. */
  visits: integer(),
  /** Of those, the ones who requested a demo. */
  demoRequests: integer(),
  /** Of those visitors, the ones who signed up. */
  signUps: integer(),
  /** Of those visitors, the ones whose first payment was captured. */
  paid: integer(),
};

/** One ISO week of the funnel. */
export const FunnelWeek = type({
  /** `YYYY-Www`, e.g. `2026-W48`. */
  week: string(),
  /** Its Monday, `YYYY-MM-DD`. */
  start: string(),
  ...steps,
});
export type FunnelWeek = Infer<typeof FunnelWeek>;

/** The funnel of the visitors who first landed on one page, over the whole window. */
export const FunnelSource = type({
  /** The first page of the visitor's first visit. */
  path: string(),
  ...steps,
});
export type FunnelSource = Infer<typeof FunnelSource>;

/** The funnel: its weeks, oldest first (the last is the current week), and its landing pages, most visits first. */
export const Funnel = type({
  weeks: array(FunnelWeek),
  sources: array(FunnelSource),
});
export type Funnel = Infer<typeof Funnel>;
