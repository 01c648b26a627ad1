import type { Customer360 } from '@lnf/sdk';

/** What is left to refund of a payment: its amount less its processed and pending refunds (rupees). */
export const refundable = (p: Customer360['payments'][number]) =>
  Math.max(0, p.amount - p.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0));
