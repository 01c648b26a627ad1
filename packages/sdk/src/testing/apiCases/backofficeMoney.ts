import * as backofficeMoney from '../../api/backofficeMoney';
import { sampleSubscription } from '../fake';
import type { Case } from './shared';

const creditNote = {
  number: 'CN/26-27/000001',
  invoiceNumber: 'LNF/26-27/000001',
  issuedAt: '2026-11-25T10:00:00.000Z',
  placeOfSupply: '36',
  gstRate: 18,
  taxablePaise: 84_746,
  cgstPaise: 7_627,
  sgstPaise: 7_627,
  igstPaise: 0,
  totalPaise: 100_000,
};
const refundAnswer = {
  refund: {
    id: 'r-1',
    transactionId: 'pay_1',
    orderId: 'o-1',
    amountPaise: 100_000,
    status: 'processed',
    providerRefundId: 'rfnd_1',
    reason: 'Two seats were never used',
    requestedBy: 'farah@lnf.example',
    error: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    processedAt: '2026-11-25T10:00:01.000Z',
  },
  creditNote,
  payment: { transactionId: 'pay_1', amountPaise: 353_882, refundedPaise: 100_000, refundablePaise: 253_882 },
};

/** Money in the back-office: the step-up (with a code; the password's envelope has its own test), refunds, staff actions. */
export const backofficeMoneyCases: Case[] = [
  {
    name: 'backofficeMoney.stepUp',
    run: (c) => backofficeMoney.stepUp(c, { code: '123456' }),
    method: 'POST',
    path: '/api/v1/lnf/backoffice/step-up',
    body: { code: '123456' },
    bearer: true,
    answer: { reauthenticatedAt: '2026-11-25T10:00:00.000Z', validUntil: '2026-11-25T10:05:00.000Z' },
  },
  {
    name: 'backofficeMoney.refund',
    run: (c) => backofficeMoney.refund(c, 'pay_1', { amountPaise: 100_000, reason: 'Two seats were never used' }),
    method: 'POST',
    path: '/api/v1/lnf/backoffice/payments/pay_1/refunds',
    body: { amountPaise: 100_000, reason: 'Two seats were never used' },
    bearer: true,
    answer: refundAnswer,
  },
  {
    name: 'backofficeMoney.comp',
    run: (c) => backofficeMoney.comp(c, 'sub_1', { days: 7, reason: 'A week of outage' }),
    method: 'POST',
    path: '/api/v1/lnf/backoffice/subscriptions/sub_1/comp',
    body: { days: 7, reason: 'A week of outage' },
    bearer: true,
    answer: refundAnswer,
  },
  {
    name: 'backofficeMoney.resendDocument',
    run: (c) => backofficeMoney.resendDocument(c, 'o-1', { document: 'receipt', reason: 'Mail was deleted' }),
    method: 'POST',
    path: '/api/v1/lnf/backoffice/orders/o-1/resend',
    body: { document: 'receipt', reason: 'Mail was deleted' },
    bearer: true,
    answer: { message: 'The receipt is on its way', document: 'receipt', to: 'asha@example.com' },
  },
  {
    name: 'backofficeMoney.cancelSubscription',
    run: (c) => backofficeMoney.cancelSubscription(c, 'sub_1', { atPeriodEnd: true, reason: 'Customer called' }),
    method: 'POST',
    path: '/api/v1/lnf/backoffice/subscriptions/sub_1/cancel',
    body: { atPeriodEnd: true, reason: 'Customer called' },
    bearer: true,
    answer: { ...sampleSubscription, cancelAtPeriodEnd: true, nextChargeOn: null },
  },
];
