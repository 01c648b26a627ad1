import { formatDate, formatINR, planLabel, toRupees } from '@lnf/sdk';
import { Action, Facts, Layout, P, type Templates } from './Layout';
import type { TemplatePayloads } from './payloads';

/** Orders, renewals, cards and plans: what the customer paid, will pay, or changed. */

const money = (paise: number) => formatINR(toRupees(paise));
const card = (brand: string | null, last4: string) => `${brand ?? 'Card'} ending ${last4}`;

function planChangeWhen(p: TemplatePayloads['plan-changed']) {
  if (p.when === 'now') return 'The change applies now.';
  if (p.when === 'at-renewal') return 'The change applies from your next renewal.';
  return 'Your new subscription starts when the current period ends.';
}

const cancelledUntil = (p: TemplatePayloads['subscription-cancelled']) =>
  p.endsAt
    ? `It stays active until ${formatDate(p.endsAt)}; nothing more will be charged.`
    : 'Nothing more will be charged.';

const reminderCard = (p: TemplatePayloads['renewal-reminder']) =>
  p.cardLast4 ? `your ${card(p.cardBrand, p.cardLast4)}` : 'your payment method';

type BillingTemplate =
  | 'order-paid'
  | 'renewal-charged'
  | 'renewal-failed'
  | 'card-updated'
  | 'plan-changed'
  | 'subscription-cancelled'
  | 'subscription-ended'
  | 'renewal-reminder';

export const billingTemplates: Templates<BillingTemplate> = {
  'order-paid': {
    subject: (p) => `Payment received for order ${p.reference}`,
    summary: (p) => `Payment of ${money(p.amountPaise)} received for order ${p.reference}.`,
    href: (p) => `/order-confirmation/${p.orderId}`,
    Email: ({ p, summary, link }) => (
      <Layout title="Thank you for your order" preview={summary}>
        <P>{`We received your payment for ${planLabel(p.plan)}. Your receipt and GST tax invoice are attached.`}</P>
        <Facts
          rows={[
            ['Order', p.reference],
            ['Amount paid', money(p.amountPaise)],
          ]}
        />
        <Action href={link}>View your order</Action>
      </Layout>
    ),
  },
  'renewal-charged': {
    subject: () => 'Your LNF subscription renewed',
    summary: (p) => `${planLabel(p.plan)} renewed: ${money(p.amountPaise)} charged.`,
    href: () => '/billing',
    Email: ({ p, summary, link }) => (
      <Layout title="Your subscription renewed" preview={summary}>
        <P>{`We charged the renewal of your ${planLabel(p.plan)} subscription. The GST tax invoice is attached.`}</P>
        <Facts rows={[['Amount charged', money(p.amountPaise)]]} />
        <Action href={link}>Open Billing</Action>
      </Layout>
    ),
  },
  'renewal-failed': {
    subject: () => 'Your LNF renewal payment failed',
    summary: (p) => `The renewal of ${planLabel(p.plan)} could not be charged: update your card in Billing.`,
    href: () => '/billing',
    Email: ({ p, summary, link }) => (
      <Layout title="Your renewal payment failed" preview={summary}>
        <P>{`We could not charge the renewal of your ${planLabel(p.plan)} subscription. Update your card in the LNF portal (Billing) to keep it running; we will charge the renewal as soon as you do.`}</P>
        <Action href={link}>Update your card</Action>
      </Layout>
    ),
  },
  'card-updated': {
    subject: () => 'Your LNF payment card was updated',
    summary: (p) => `Renewals of ${planLabel(p.plan)} now go to your ${card(p.cardBrand, p.cardLast4)}.`,
    href: () => '/billing',
    Email: ({ p, summary, link }) => (
      <Layout title="Your payment card was updated" preview={summary}>
        <P>{`Renewals of your ${planLabel(p.plan)} subscription will be charged to your ${card(p.cardBrand, p.cardLast4)}.`}</P>
        <P>If you did not make this change, contact support at once.</P>
        <Action href={link}>Open Billing</Action>
      </Layout>
    ),
  },
  'plan-changed': {
    subject: () => 'Your LNF plan is changing',
    summary: (p) => `${planLabel(p.fromPlan)} to ${planLabel(p.toPlan)}: ${planChangeWhen(p)}`,
    href: () => '/billing',
    Email: ({ p, summary, link }) => (
      <Layout title="Your plan change is confirmed" preview={summary}>
        <P>{`You changed from ${planLabel(p.fromPlan)} to ${planLabel(p.toPlan)}, billed ${p.term.toLowerCase()}.`}</P>
        <P>{planChangeWhen(p)}</P>
        <Action href={link}>Open Billing</Action>
      </Layout>
    ),
  },
  'subscription-cancelled': {
    subject: () => 'Your LNF subscription will end',
    summary: (p) => `${planLabel(p.plan)} is cancelled. ${cancelledUntil(p)}`,
    href: () => '/billing',
    Email: ({ p, summary, link }) => (
      <Layout title="Your cancellation is confirmed" preview={summary}>
        <P>{`Your ${planLabel(p.plan)} subscription is cancelled at the end of the paid period.`}</P>
        <P>{cancelledUntil(p)}</P>
        <Action href={link}>Open Billing</Action>
      </Layout>
    ),
  },
  'subscription-ended': {
    subject: () => 'Your LNF subscription has ended',
    summary: (p) => `${planLabel(p.plan)} has ended.`,
    href: () => '/billing',
    Email: ({ p, summary, link }) => (
      <Layout title="Your subscription has ended" preview={summary}>
        <P>{`Your ${planLabel(p.plan)} subscription has ended and will not be charged again. You can subscribe again from the portal at any time.`}</P>
        <Action href={link}>Open Billing</Action>
      </Layout>
    ),
  },
  'renewal-reminder': {
    subject: (p) => `Your LNF subscription renews on ${formatDate(p.chargeOn)}`,
    summary: (p) =>
      `LNF: ${planLabel(p.plan)} renews on ${formatDate(p.chargeOn)}; ${money(p.amountPaise)} will be charged to ${reminderCard(p)}. Change your card or plan in Billing.`,
    href: () => '/billing',
    Email: ({ p, summary, link }) => (
      <Layout title="Your subscription renews soon" preview={summary}>
        <P>{`Your ${planLabel(p.plan)} subscription renews on ${formatDate(p.chargeOn)}. We will charge ${money(p.amountPaise)} to ${reminderCard(p)}.`}</P>
        <P>To change your card or plan, or to cancel before then, open Billing in the LNF portal.</P>
        <Facts
          rows={[
            ['Renews on', formatDate(p.chargeOn)],
            ['Amount', money(p.amountPaise)],
            ['Card', p.cardLast4 ? card(p.cardBrand, p.cardLast4) : '—'],
          ]}
        />
        <Action href={link}>Open Billing</Action>
      </Layout>
    ),
  },
};
