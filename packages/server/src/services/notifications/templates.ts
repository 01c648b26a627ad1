import { formatDate, formatINR, planLabel, TICKET_AUTO_CLOSE_DAYS, toRupees } from '@lnf/sdk';

/**
 * Every customer-facing message, in one place: one function per template, each answering the
 * mail's subject, plain text and HTML, and a one-line summary with a link for the bell and for
 * SMS / WhatsApp. Transactional mail: no List-Unsubscribe, no tracking, no images.
 */

export interface Rendered {
  subject: string;
  text: string;
  html: string;
  /** One line: the in-app notification's body, an SMS. */
  summary: string;
  /** Where in the portal the customer acts on it (the bell links there). */
  href: string | null;
}

/** What each template reads from a notification's payload. */
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
  /** The account's password was changed (the reset flow); `at` is an ISO instant. */
  'password-changed': { at: string };
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
  'demo-request-received',
  'demo-request-alert',
  'password-changed',
  'new-sign-in',
  'renewal-reminder',
] as const satisfies readonly TemplateName[];

/**
 * The brand's colours, copied from tokens/src (the server may not import the design system). Each
 * names the token it mirrors; mail clients ignore CSS variables, so the values are inline.
 */
const COLOUR = {
  /** color.brand (amber 500): the top rule. */
  brand: '#d98d1b',
  /** color.bg-accent (amber 700): the button, white text at AA. */
  accent: '#8f570b',
  /** color.fg-accent (amber 700) in light, dark.fg-accent (amber 300) in dark. */
  accentText: '#8f570b',
  accentTextDark: '#edbb66',
  /** color.bg-canvas / dark.bg-canvas (grey 0 / grey 950). */
  canvas: '#ffffff',
  canvasDark: '#12100e',
  /** color.bg-subtle-ish page behind the card (grey 50) / dark.bg-surface (grey 900). */
  page: '#faf9f7',
  surfaceDark: '#1d1a17',
  /** color.fg-default / dark.fg-default (grey 900 / grey 100). */
  text: '#1d1a17',
  textDark: '#f4f2ef',
  /** color.fg-muted / dark.fg-muted (grey 600 / grey 400). */
  muted: '#5f574f',
  mutedDark: '#aaa197',
  /** color.border-default (grey 300). */
  border: '#d5cec5',
} as const;

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Layout {
  title: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  /** Rows of a small facts table (label, value). */
  facts?: [string, string][];
  /** The line under the card; by default, why a customer receives the mail. */
  footer?: string;
}

const FOOTER = 'You receive this mail because of your LNF account or order. Questions: reply to support@lnf.example.';

/** One column, at most 600 px wide, readable on a phone and in dark mode. Values are escaped here. */
function layout(origin: string, l: Layout): string {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escape(t)}</p>`;
  const facts = l.facts?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${l.facts
        .map(
          ([k, v]) =>
            `<tr><td class="lnf-muted" style="padding:6px 0;border-bottom:1px solid ${COLOUR.border};color:${COLOUR.muted};font-size:14px">${escape(k)}</td><td style="padding:6px 0;border-bottom:1px solid ${COLOUR.border};font-size:14px;text-align:right">${escape(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = l.action
    ? `<p style="margin:24px 0"><a href="${escape(new URL(l.action.href, origin).toString())}" style="display:inline-block;background:${COLOUR.accent};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escape(l.action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escape(l.title)}</title><style>:root{color-scheme:light dark}@media (prefers-color-scheme:dark){.lnf-page{background:${COLOUR.canvasDark}!important}.lnf-card{background:${COLOUR.surfaceDark}!important;color:${COLOUR.textDark}!important}.lnf-muted{color:${COLOUR.mutedDark}!important}.lnf-brand{color:${COLOUR.accentTextDark}!important}}</style></head><body class="lnf-page" style="margin:0;padding:0;background:${COLOUR.page};font-family:${FONT}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="lnf-page" style="background:${COLOUR.page}"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="lnf-card" style="max-width:600px;background:${COLOUR.canvas};color:${COLOUR.text};border-top:4px solid ${COLOUR.brand};border-radius:8px"><tr><td style="padding:24px"><p class="lnf-brand" style="margin:0 0 16px;font-weight:700;font-size:18px;color:${COLOUR.accentText}">LNF</p><h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escape(l.title)}</h1>${l.paragraphs.map(p).join('')}${facts}${action}</td></tr><tr><td class="lnf-muted" style="padding:16px 24px 24px;font-size:13px;line-height:1.5;color:${COLOUR.muted}">${escape(l.footer ?? FOOTER)}</td></tr></table></td></tr></table></body></html>`;
}

const plain = (l: Layout, origin: string) =>
  [
    l.title,
    '',
    ...l.paragraphs.flatMap((t) => [t, '']),
    ...(l.facts ?? []).map(([k, v]) => `${k}: ${v}`),
    ...(l.action ? ['', `${l.action.label}: ${new URL(l.action.href, origin).toString()}`] : []),
  ]
    .join('\n')
    .trim();

function message(origin: string, subject: string, summary: string, l: Layout): Rendered {
  return { subject, summary, href: l.action?.href ?? null, text: plain(l, origin), html: layout(origin, l) };
}

const money = (paise: number) => formatINR(toRupees(paise));
const card = (brand: string | null, last4: string) => `${brand ?? 'Card'} ending ${last4}`;
/** An instant as India reads it, e.g. '5 Mar 2026, 2:07 pm IST'. */
const istTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;
const NOT_YOU =
  'If this was not you, reset your password now (Forgot password on the login page, a code goes to this address) and contact support at support@lnf.example.';

const TEMPLATES: { [K in TemplateName]: (p: TemplatePayloads[K], origin: string) => Rendered } = {
  // The code is in the body only: subjects end up in logs and lock-screen previews.
  otp: (p, origin) =>
    message(origin, 'Your LNF verification code', `Your LNF verification code is ${p.code}.`, {
      title: 'Your verification code',
      paragraphs: [
        `Your LNF verification code is ${p.code}.`,
        `It expires in ${p.minutes} minutes and works once. If you did not ask for it, ignore this mail.`,
      ],
    }),
  'order-paid': (p, origin) =>
    message(
      origin,
      `Payment received for order ${p.reference}`,
      `Payment of ${money(p.amountPaise)} received for order ${p.reference}.`,
      {
        title: 'Thank you for your order',
        paragraphs: [
          `We received your payment for ${planLabel(p.plan)}. Your receipt and GST tax invoice are attached.`,
        ],
        facts: [
          ['Order', p.reference],
          ['Amount paid', money(p.amountPaise)],
        ],
        action: { label: 'View your order', href: `/order-confirmation/${p.orderId}` },
      },
    ),
  'renewal-charged': (p, origin) =>
    message(origin, 'Your LNF subscription renewed', `${planLabel(p.plan)} renewed: ${money(p.amountPaise)} charged.`, {
      title: 'Your subscription renewed',
      paragraphs: [
        `We charged the renewal of your ${planLabel(p.plan)} subscription. The GST tax invoice is attached.`,
      ],
      facts: [['Amount charged', money(p.amountPaise)]],
      action: { label: 'Open Billing', href: '/billing' },
    }),
  'renewal-failed': (p, origin) =>
    message(
      origin,
      'Your LNF renewal payment failed',
      `The renewal of ${planLabel(p.plan)} could not be charged: update your card in Billing.`,
      {
        title: 'Your renewal payment failed',
        paragraphs: [
          `We could not charge the renewal of your ${planLabel(p.plan)} subscription. Update your card in the LNF portal (Billing) to keep it running; we will charge the renewal as soon as you do.`,
        ],
        action: { label: 'Update your card', href: '/billing' },
      },
    ),
  'card-updated': (p, origin) =>
    message(
      origin,
      'Your LNF payment card was updated',
      `Renewals of ${planLabel(p.plan)} now go to your ${card(p.cardBrand, p.cardLast4)}.`,
      {
        title: 'Your payment card was updated',
        paragraphs: [
          `Renewals of your ${planLabel(p.plan)} subscription will be charged to your ${card(p.cardBrand, p.cardLast4)}.`,
          'If you did not make this change, contact support at once.',
        ],
        action: { label: 'Open Billing', href: '/billing' },
      },
    ),
  'plan-changed': (p, origin) => {
    const when =
      p.when === 'now'
        ? 'The change applies now.'
        : p.when === 'at-renewal'
          ? 'The change applies from your next renewal.'
          : 'Your new subscription starts when the current period ends.';
    return message(origin, 'Your LNF plan is changing', `${planLabel(p.fromPlan)} to ${planLabel(p.toPlan)}: ${when}`, {
      title: 'Your plan change is confirmed',
      paragraphs: [
        `You changed from ${planLabel(p.fromPlan)} to ${planLabel(p.toPlan)}, billed ${p.term.toLowerCase()}.`,
        when,
      ],
      action: { label: 'Open Billing', href: '/billing' },
    });
  },
  'subscription-cancelled': (p, origin) => {
    const until = p.endsAt
      ? `It stays active until ${formatDate(p.endsAt)}; nothing more will be charged.`
      : 'Nothing more will be charged.';
    return message(origin, 'Your LNF subscription will end', `${planLabel(p.plan)} is cancelled. ${until}`, {
      title: 'Your cancellation is confirmed',
      paragraphs: [`Your ${planLabel(p.plan)} subscription is cancelled at the end of the paid period.`, until],
      action: { label: 'Open Billing', href: '/billing' },
    });
  },
  'subscription-ended': (p, origin) =>
    message(origin, 'Your LNF subscription has ended', `${planLabel(p.plan)} has ended.`, {
      title: 'Your subscription has ended',
      paragraphs: [
        `Your ${planLabel(p.plan)} subscription has ended and will not be charged again. You can subscribe again from the portal at any time.`,
      ],
      action: { label: 'Open Billing', href: '/billing' },
    }),
  // The reply is plain text: `layout` escapes it, so markup in it is shown, never run.
  'ticket-reply': (p, origin) =>
    message(origin, `New reply on ticket ${p.ticketNumber}`, `${p.author} replied on ticket ${p.ticketNumber}.`, {
      title: `${p.author} replied to your ticket`,
      paragraphs: [`Ticket ${p.ticketNumber}: ${p.summary}`, ...p.body.split(/\n{2,}/).filter((t) => t.trim())],
      action: { label: 'Open Customer Support', href: '/customer-support' },
    }),
  'ticket-status': (p, origin) =>
    message(origin, `Ticket ${p.ticketNumber} is now ${p.to}`, `Ticket ${p.ticketNumber} moved to ${p.to}.`, {
      title: `Your ticket is now ${p.to}`,
      paragraphs: [
        `Ticket ${p.ticketNumber}: ${p.summary}`,
        p.to === 'Closed'
          ? 'It is closed; raise a new ticket if you need more help.'
          : p.to === 'Resolved'
            ? `We believe it is solved. Reply within ${TICKET_AUTO_CLOSE_DAYS} days if it is not; after that it closes by itself.`
            : p.to === 'Waiting on customer'
              ? 'We need something from you: reply in the portal to go on.'
              : `It moved from ${p.from} to ${p.to}.`,
      ],
      facts: [
        ['Was', p.from],
        ['Now', p.to],
      ],
      action: { label: 'Open Customer Support', href: '/customer-support' },
    }),
  // The address is not proven, so nothing the visitor typed comes back in it: the form cannot be
  // used to send someone else a message of one's choosing.
  'demo-request-received': (p, origin) =>
    message(origin, 'We received your LNF demo request', `Demo request ${p.reference} received.`, {
      title: 'Thank you for your interest in LNF',
      paragraphs: [
        'We received your demo request. Someone from our team will contact you within one business day to find a time.',
        'If you did not ask for a demo, ignore this mail: nothing more will come of it.',
      ],
      facts: [['Reference', p.reference]],
      action: { label: 'Visit LNF', href: '/' },
      footer: 'You receive this mail because this address was given on the LNF demo request form.',
    }),
  'demo-request-alert': (p, origin) =>
    message(
      origin,
      `New demo request ${p.reference}: ${p.businessName}`,
      `Demo request ${p.reference} from ${p.name} (${p.businessName}).`,
      {
        title: 'New demo request',
        paragraphs: [
          `${p.name} of ${p.businessName} asked for a demo.`,
          ...p.description.split(/\n{2,}/).filter((t) => t.trim()),
        ],
        facts: [
          ['Reference', p.reference],
          ['Email', p.email],
          ['Mobile', p.mobile],
          ['Country', p.country],
          ['Website', p.websiteUrl],
        ],
        action: { label: 'Open demo requests', href: '/dashboard' },
        footer: "You receive this mail as LNF's sales inbox (LNF_SALES_INBOX).",
      },
    ),
  'password-changed': (p, origin) =>
    message(origin, 'Your LNF password was changed', `Your LNF password was changed on ${istTime(p.at)}.`, {
      title: 'Your password was changed',
      paragraphs: [
        `The password of your LNF account was changed on ${istTime(p.at)}, and every session of the account was signed out.`,
        NOT_YOU,
      ],
      action: { label: 'Open LNF', href: '/' },
    }),
  'new-sign-in': (p, origin) =>
    message(origin, 'New sign-in to your LNF account', `New sign-in from ${p.browser} on ${istTime(p.at)}.`, {
      title: 'New sign-in to your account',
      paragraphs: [
        'Your LNF account was signed in to from a browser it has not been used with before. If it was you, there is nothing to do.',
        NOT_YOU,
      ],
      facts: [
        ['Browser', p.browser],
        ['Time', istTime(p.at)],
        ['Network', p.ipPrefix || 'unknown'],
      ],
    }),
  'renewal-reminder': (p, origin) => {
    const on = formatDate(p.chargeOn);
    const to = p.cardLast4 ? `your ${card(p.cardBrand, p.cardLast4)}` : 'your payment method';
    return message(
      origin,
      `Your LNF subscription renews on ${on}`,
      `LNF: ${planLabel(p.plan)} renews on ${on}; ${money(p.amountPaise)} will be charged to ${to}. Change your card or plan in Billing.`,
      {
        title: 'Your subscription renews soon',
        paragraphs: [
          `Your ${planLabel(p.plan)} subscription renews on ${on}. We will charge ${money(p.amountPaise)} to ${to}.`,
          'To change your card or plan, or to cancel before then, open Billing in the LNF portal.',
        ],
        facts: [
          ['Renews on', on],
          ['Amount', money(p.amountPaise)],
          ['Card', p.cardLast4 ? card(p.cardBrand, p.cardLast4) : '—'],
        ],
        action: { label: 'Open Billing', href: '/billing' },
      },
    );
  },
};

/** The message a template makes of a payload; links are absolute on `origin` (LNF_PUBLIC_ORIGIN). */
export function render(template: string, payload: Record<string, unknown>, origin: string): Rendered {
  const fn = TEMPLATES[template as TemplateName] as ((p: unknown, o: string) => Rendered) | undefined;
  if (!fn) throw new Error(`no notification template '${template}'`);
  return fn(payload, origin);
}
