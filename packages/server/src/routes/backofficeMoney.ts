import {
  addMonthsUtc,
  BILLING_INTERVAL_MONTHS,
  compPaise,
  CompRequest,
  CreditNoteQuery,
  RefundRequest,
  type BillingPeriod,
  ResendDocumentRequest,
  StaffCancelRequest,
  type BillingSubscription,
} from '@lnf/sdk';
import { Hono } from 'hono';
import type { Principal } from '../auth/tokens';
import { DomainError, InvalidError, NotFoundError } from '../domainErrors';
import { audit, auditWriter, requireStaff, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import { AUDIT_ACTIONS, type AuditAction } from '../services/auditActions';
import { billingService } from '../services/billingService';
import {
  creditNoteWithInvoice,
  findOwnedCreditNote,
  parseCreditNoteNumber,
  type CreditNoteRow,
} from '../services/creditNotes';
import { refundPayment, type RefundResult } from '../services/refunds';
import {
  cancelSubscriptionNow,
  lastCycleCharge,
  resendOrderDocument,
  subscriptionOwner,
} from '../services/staffActions';
import { requireFreshAuth } from '../services/stepUp';

const MINUTE = 60_000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Provider ids (`pay_…`, `sub_…`): anything else names nothing. */
const PROVIDER_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

const creditNoteAnswer = (n: CreditNoteRow) => ({
  number: n.number,
  invoiceNumber: n.invoiceNumber,
  issuedAt: n.issuedAt.toISOString(),
  placeOfSupply: n.placeOfSupply,
  gstRate: n.gstRate,
  taxablePaise: n.taxablePaise,
  cgstPaise: n.cgstPaise,
  sgstPaise: n.sgstPaise,
  igstPaise: n.igstPaise,
  totalPaise: n.totalPaise,
});

const refundAnswer = ({ refund: r, creditNote, payment }: RefundResult) => ({
  refund: {
    id: r.id,
    transactionId: r.transactionId,
    orderId: r.orderId,
    amountPaise: r.amountPaise,
    status: r.status,
    providerRefundId: r.providerRefundId,
    reason: r.reason,
    requestedBy: r.requestedBy,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
  },
  creditNote: creditNoteAnswer(creditNote),
  payment,
});

/**
 * Money in the back-office (docs/api.md, 'Back-office: money'): refunds and their credit notes
 * (after a step-up, routes/stepUp.ts), and the receipt and subscription actions staff take for a customer. Every write is
 * audited with the staff member as actor; an action for a customer carries its reason in `data`,
 * with `before` and `after` where it changes a balance or a state, and the customer's record id.
 */
export function backofficeMoneyRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const failed = async (c: Ctx, action: AuditAction, key: string, error: unknown, data: Record<string, unknown>) => {
    if (error instanceof DomainError && !(error instanceof NotFoundError))
      await audit(s, c, { module: 'backoffice', action, key, outcome: 'FAILURE', detail: error.message, data });
  };

  app.post('/backoffice/payments/:transactionId/refunds', async (c) => {
    const me = requireStaff(c, 'money.refund');
    await requireFreshAuth(s.db, me);
    const body = await jsonBody(c, RefundRequest);
    const transactionId = c.req.param('transactionId');
    if (!PROVIDER_ID_RE.test(transactionId)) throw new NotFoundError('Payment not found');
    await s.limiter.hit(`refund:user:${me.userId}`, 30, MINUTE, 'Too many refunds, please try again in a minute');
    const result = await refundPayment(
      { db: s.db, provider: s.payments, audit: auditWriter(s, c) },
      { transactionId, amountPaise: body.amountPaise, reason: body.reason, requestedBy: me.email },
    );
    return c.json(refundAnswer(result), 201);
  });

  /**
   * A comp (domain `compPaise`): days of the subscription's current period credited as a refund of
   * their share of its last charge, through the refund path (step-up, reason, the refundable
   * balance, the provider's idempotency, the credit note).
   */
  app.post('/backoffice/subscriptions/:id/comp', async (c) => {
    const me = requireStaff(c, 'money.comp');
    await requireFreshAuth(s.db, me);
    const body = await jsonBody(c, CompRequest);
    const id = c.req.param('id');
    if (!PROVIDER_ID_RE.test(id)) throw new NotFoundError('Subscription not found');
    const { sub } = await subscriptionOwner(s.db, id);
    const charge = await lastCycleCharge(s.db, id);
    if (!charge) throw new InvalidError('This subscription has no paid period to credit');
    const months = BILLING_INTERVAL_MONTHS[sub.renewalTerm as BillingPeriod] ?? sub.interval;
    const period = { start: charge.createdAt, end: addMonthsUtc(charge.createdAt, months) };
    let amountPaise: number;
    try {
      amountPaise = compPaise(charge.amountPaise, body.days, period);
    } catch (error) {
      throw new InvalidError(error instanceof Error ? error.message : String(error));
    }
    await s.limiter.hit(`refund:user:${me.userId}`, 30, MINUTE, 'Too many refunds, please try again in a minute');
    const result = await refundPayment(
      { db: s.db, provider: s.payments, audit: auditWriter(s, c) },
      {
        transactionId: charge.transactionId,
        amountPaise,
        reason: `Comp of ${body.days} day${body.days === 1 ? '' : 's'}: ${body.reason.trim()}`,
        requestedBy: me.email,
      },
    );
    return c.json(refundAnswer(result), 201);
  });

  const pdf = (bytes: Uint8Array, number: string) =>
    new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="LNF-credit-note-${number.replace(/\//g, '-')}.pdf"`,
      },
    });
  const renderPdf = async (note: CreditNoteRow) => {
    const { invoice } = await creditNoteWithInvoice(s.db, note);
    // pdf-lib loads on the first document, not at start-up.
    const { renderCreditNote } = await import('../documents/creditNote');
    return pdf(await renderCreditNote(note, invoice, s.config.gstin), note.number);
  };

  // Staff (support and up): any credit note, by its number (its slashes escaped, or as dashes).
  app.get('/backoffice/credit-notes/:number/pdf', async (c) => {
    const me = requireStaff(c, 'customers.read');
    const number = parseCreditNoteNumber(c.req.param('number'));
    return renderPdf(await findOwnedCreditNote(s.db, number, me));
  });

  // The customer whose order a credit note credits, or staff; anyone else gets 404, as for invoices.
  app.get('/portal/orders/credit-note', async (c) => {
    const principal = requireUser(c);
    const { number } = queryParams(c, CreditNoteQuery);
    return renderPdf(await findOwnedCreditNote(s.db, number, principal));
  });

  app.post('/backoffice/orders/:orderId/resend', async (c) => {
    requireStaff(c, 'customers.resend');
    const body = await jsonBody(c, ResendDocumentRequest);
    const orderId = c.req.param('orderId');
    if (!UUID_RE.test(orderId)) throw new NotFoundError('Order not found');
    const data = { reason: body.reason.trim(), document: body.document, orderId };
    let order;
    try {
      order = await resendOrderDocument(
        s.db,
        orderId,
        body.document,
        (o, transactionId) => ({
          module: 'backoffice',
          action: AUDIT_ACTIONS.STAFF_RESEND_DOCUMENT,
          key: o.reference,
          outcome: 'SUCCESS',
          detail: body.document,
          // The back-office customer timeline finds a customer's rows by data.customerId.
          data: { ...data, customerId: o.customerId, customer: { email: o.email, userId: o.userId }, transactionId },
        }),
        auditWriter(s, c),
      );
    } catch (error) {
      await failed(c, AUDIT_ACTIONS.STAFF_RESEND_DOCUMENT, orderId, error, data);
      throw error;
    }
    const what = body.document === 'receipt' ? 'receipt' : 'tax invoice';
    return c.json(
      {
        message: `The ${what} of order ${order.reference} is on its way to ${order.email}`,
        document: body.document,
        to: order.email,
      },
      201,
    );
  });

  app.post('/backoffice/subscriptions/:id/cancel', async (c) => {
    const me = requireStaff(c, 'subscriptions.cancel');
    const body = await jsonBody(c, StaffCancelRequest);
    const id = c.req.param('id');
    if (!PROVIDER_ID_RE.test(id)) throw new NotFoundError('Subscription not found');
    const row = await subscriptionOwner(s.db, id);
    // The customer's own service and rules, acting as the customer the subscription belongs to.
    const onBehalf: Principal = { ...me, userId: row.userId };
    const before = { status: row.sub.status, cancelAtPeriodEnd: row.sub.cancelAtPeriodEnd };
    const data = {
      reason: body.reason.trim(),
      atPeriodEnd: body.atPeriodEnd,
      customerId: row.customerId,
      customer: { userId: row.userId, email: row.email },
      before,
    };
    const svc = await billingService(s);
    let after: BillingSubscription;
    try {
      after = body.atPeriodEnd
        ? await svc.cancelAtPeriodEnd(id, onBehalf)
        : await cancelSubscriptionNow(svc, s.payments, id, onBehalf);
    } catch (error) {
      await failed(c, AUDIT_ACTIONS.STAFF_CANCEL_SUBSCRIPTION, id, error, data);
      throw error;
    }
    await audit(s, c, {
      module: 'backoffice',
      action: AUDIT_ACTIONS.STAFF_CANCEL_SUBSCRIPTION,
      key: id,
      outcome: 'SUCCESS',
      detail: body.atPeriodEnd ? 'at period end' : 'now',
      data: { ...data, after: { status: after.status, cancelAtPeriodEnd: after.cancelAtPeriodEnd } },
    });
    return c.json(after);
  });

  return app;
}
