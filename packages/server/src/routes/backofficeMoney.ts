import {
  CreditNoteQuery,
  decryptPassword,
  RefundRequest,
  ResendDocumentRequest,
  StaffCancelRequest,
  StepUpRequest,
  type BillingSubscription,
} from '@lnf/sdk';
import { Hono } from 'hono';
import type { Principal } from '../auth/tokens';
import { DomainError, InvalidError, NotFoundError } from '../domainErrors';
import {
  audit,
  auditWriter,
  clientKey,
  requireStaff,
  requireUser,
  type AppEnv,
  type Ctx,
  type Services,
} from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import type { AuditEntry } from '../services/audit';
import { AUDIT_ACTIONS, type AuditAction } from '../services/auditActions';
import { billingService } from '../services/billingService';
import {
  creditNoteWithInvoice,
  findOwnedCreditNote,
  parseCreditNoteNumber,
  type CreditNoteRow,
} from '../services/creditNotes';
import { LOGIN_FAILURES } from '../services/limits';
import { refundPayment, type RefundResult } from '../services/refunds';
import {
  SECOND_FACTOR_FAILURES,
  SECOND_FACTOR_WINDOW_MS,
  secondFactorKey,
  secondFactorKeys,
  TOO_MANY_CODES,
} from '../services/secondFactor';
import { cancelSubscriptionNow, resendOrderDocument, subscriptionOwner } from '../services/staffActions';
import { requireFreshAuth, stepUp } from '../services/stepUp';

const MINUTE = 60_000;
const TOO_MANY = 'Too many attempts, please wait a few minutes and try again';
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

/** Reads the step-up's body: the password's envelope, or a code from the app; 400 naming both otherwise. */
async function stepUpBody(c: Ctx): Promise<StepUpRequest> {
  try {
    return await jsonBody(c, StepUpRequest);
  } catch (error) {
    if (!(error instanceof InvalidError)) throw error;
    throw new InvalidError(
      'Send { password } (your password in the login envelope) or { code } (the 6 digits your authenticator app shows)',
    );
  }
}

/**
 * Money in the back-office (docs/api.md, 'Back-office: money'): the step-up, refunds and their
 * credit notes, and the receipt and subscription actions staff take for a customer. Every write is
 * audited with the staff member as actor; an action for a customer carries its reason in `data`,
 * with `before` and `after` where it changes a balance or a state, and the customer's record id.
 */
export function backofficeMoneyRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const keys = secondFactorKeys(s.otpSecret);
  const failed = async (c: Ctx, action: AuditAction, key: string, error: unknown, data: Record<string, unknown>) => {
    if (error instanceof DomainError && !(error instanceof NotFoundError))
      await audit(s, c, { module: 'backoffice', action, key, outcome: 'FAILURE', detail: error.message, data });
  };

  /**
   * Proves the caller's sign-in again (docs/security.md, 'Step-up'): counted against the login
   * limits before the check, as a password change is (routes/account.ts), so a stolen access token
   * buys no more guesses than the login form gives. Staff before money (`backoffice/step-up`), and
   * anyone before erasing their account (`account/reauthenticate`).
   */
  const reauthenticate = (who: (c: Ctx) => Principal, module: string) => async (c: Ctx) => {
    const me = who(c);
    const body = await stepUpBody(c);
    const audited = (outcome: AuditEntry['outcome'], data?: AuditEntry['data']) =>
      audit(s, c, {
        module,
        action: AUDIT_ACTIONS.STEP_UP,
        key: me.email,
        outcome,
        detail: 'password' in body ? 'password' : 'totp',
        data,
      });
    const fail = async (message: string) => {
      await audited('FAILURE');
      // Not a 401: the session is fine, only the proof typed is wrong (the app must not sign out).
      return new InvalidError(message);
    };
    let proven;
    if ('password' in body) {
      const perIp = `login:account-ip:${me.email}:${clientKey(c)}`;
      const failures = `login:account:${me.email}`;
      await s.limiter.hit(perIp, 10, 15 * MINUTE, TOO_MANY);
      await s.limiter.hit(failures, LOGIN_FAILURES, 15 * MINUTE, TOO_MANY);
      let password: string;
      try {
        password = await decryptPassword(body.password);
      } catch {
        throw new InvalidError('The password field is not a valid login envelope');
      }
      proven = await stepUp(s.db, keys, me, { password });
      if (!proven) throw await fail('The password is not correct');
      await s.limiter.reset(perIp);
      await s.limiter.refund(failures);
    } else {
      const key = secondFactorKey(me.userId);
      await s.limiter.hit(key, SECOND_FACTOR_FAILURES, SECOND_FACTOR_WINDOW_MS, TOO_MANY_CODES);
      proven = await stepUp(s.db, keys, me, { code: body.code });
      if (!proven) throw await fail('That code is not right: enter the 6 digits your app shows now');
      await s.limiter.refund(key);
    }
    await audited('SUCCESS', { validUntil: proven.validUntil });
    return c.json(proven);
  };
  app.post(
    '/backoffice/step-up',
    reauthenticate((c) => requireStaff(c, 'customers.read'), 'backoffice'),
  );
  app.post('/account/reauthenticate', reauthenticate(requireUser, 'user'));

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
