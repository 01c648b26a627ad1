import { encryptPassword } from '@lnf/sdk';
import { contacts, users } from '../src/db/schema';
import { STAFF_GROUPS } from '../src/services/staffRoles';
import { demoAvailabilityRows } from './matrix.demo';
import { adminOnly, moneyOnly, owner, staffOnly, unique, v1, type MatrixContext, type Row } from './matrix.kit';

/** The back-office's rows of the authorization matrix: customers, money, staff, leads and the record lists. */
export function backofficeRows(ctx: MatrixContext): Row[] {
  const reason = 'Asked by the customer on a call';
  /** A support member nobody signs in as, new for each call (a removal takes them out of the staff). */
  const freshStaff = async () => {
    const email = `staff.${unique()}@lnf.example`;
    const [row] = await ctx
      .server()
      .services.db.insert(users)
      .values({
        email,
        firstName: 'Matrix',
        lastName: 'Staff',
        userName: email,
        passwordHash: '!no-password',
        groups: ['/PortalGroup', STAFF_GROUPS.support],
      })
      .returning({ id: users.id });
    return row!.id;
  };
  /** A contact message, new for each call: a lead of the leads inbox. */
  const freshLead = async () => {
    const [row] = await ctx
      .server()
      .services.db.insert(contacts)
      .values({
        firstName: 'Matrix',
        lastName: 'Lead',
        email: `lead.${unique()}@firm.example`,
        phoneNumber: '+919800000000',
        company: 'Matrix Firm',
        country: 'IN',
        referralSource: 'search',
        message: 'Call me',
      })
      .returning({ reference: contacts.reference });
    return row!.reference;
  };
  return [
    ...demoAvailabilityRows(),
    {
      method: 'GET',
      route: v1('/backoffice/funnel'),
      call: () => ({ method: 'GET', path: v1('/backoffice/funnel?weeks=4') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/revenue'),
      call: () => ({ method: 'GET', path: v1('/backoffice/revenue?months=3') }),
      expect: moneyOnly,
    },
    {
      method: 'POST',
      route: v1('/backoffice/revenue/refresh'),
      call: () => ({ method: 'POST', path: v1('/backoffice/revenue/refresh?months=3') }),
      expect: moneyOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/leads'),
      call: () => ({ method: 'GET', path: v1('/backoffice/leads?status=new&kind=contact&limit=5') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/leads.csv'),
      call: () => ({ method: 'GET', path: v1('/backoffice/leads.csv?kind=contact') }),
      expect: staffOnly,
    },
    {
      method: 'PATCH',
      route: v1('/backoffice/leads/:kind/:reference'),
      call: async () => ({
        method: 'PATCH',
        path: v1(`/backoffice/leads/contact/${await freshLead()}`),
        body: { status: 'contacted', owner: null },
      }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/leads/:kind/:reference/notes'),
      call: async () => ({ method: 'GET', path: v1(`/backoffice/leads/contact/${await freshLead()}/notes`) }),
      expect: staffOnly,
    },
    {
      method: 'POST',
      route: v1('/backoffice/leads/:kind/:reference/notes'),
      call: async () => ({
        method: 'POST',
        path: v1(`/backoffice/leads/contact/${await freshLead()}/notes`),
        body: { body: 'Called, wants a demo' },
      }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/search'),
      call: () => ({ method: 'GET', path: v1('/backoffice/search?q=alice') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/customers'),
      call: () => ({ method: 'GET', path: v1('/backoffice/customers?limit=5') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/customers.csv'),
      call: () => ({ method: 'GET', path: v1('/backoffice/customers.csv') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/orders'),
      call: () => ({ method: 'GET', path: v1('/backoffice/orders?status=PAID&sort=total&limit=5') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/orders.csv'),
      call: () => ({ method: 'GET', path: v1('/backoffice/orders.csv?status=PAID&from=2026-01-01') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/payments'),
      call: () => ({
        method: 'GET',
        path: v1('/backoffice/payments?status=captured&sort=amount&direction=asc&limit=5'),
      }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/payments.csv'),
      call: () => ({ method: 'GET', path: v1('/backoffice/payments.csv?status=captured') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/subscriptions'),
      call: () => ({ method: 'GET', path: v1('/backoffice/subscriptions?status=active&limit=5') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/subscriptions.csv'),
      call: () => ({ method: 'GET', path: v1('/backoffice/subscriptions.csv?status=active&sort=amount') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/invoices'),
      call: () => ({ method: 'GET', path: v1('/backoffice/invoices?kind=creditNote&limit=5') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/invoices.csv'),
      call: () => ({ method: 'GET', path: v1('/backoffice/invoices.csv?kind=invoice&to=2099-12-31') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/tickets'),
      call: () => ({ method: 'GET', path: v1('/backoffice/tickets?sort=updatedAt&status=Open&limit=5') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/tickets.csv'),
      call: () => ({ method: 'GET', path: v1('/backoffice/tickets.csv?status=Open') }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/audit-logs'),
      call: () => ({ method: 'GET', path: v1('/backoffice/audit-logs?module=backoffice&limit=5') }),
      expect: adminOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/audit-logs.csv'),
      call: () => ({ method: 'GET', path: v1('/backoffice/audit-logs.csv?status=FAILURE&from=2026-01-01') }),
      expect: adminOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/customers/:id'),
      call: () => ({ method: 'GET', path: v1(`/backoffice/customers/${ctx.fx.customerId}`) }),
      expect: staffOnly,
    },
    {
      method: 'POST',
      route: v1('/backoffice/customers/:id/notes'),
      call: () => ({
        method: 'POST',
        path: v1(`/backoffice/customers/${ctx.fx.customerId}/notes`),
        body: { body: 'Called about the October invoice' },
      }),
      expect: staffOnly,
    },
    {
      method: 'POST',
      route: v1('/backoffice/customers/:id/view-as'),
      call: () => ({
        method: 'POST',
        path: v1(`/backoffice/customers/${ctx.fx.customerId}/view-as`),
        body: { reason },
      }),
      expect: staffOnly,
    },
    {
      method: 'POST',
      route: v1('/backoffice/step-up'),
      call: async (role) => ({
        method: 'POST',
        path: v1('/backoffice/step-up'),
        body: { password: await encryptPassword(ctx.passwordOf(role)) },
      }),
      expect: staffOnly,
    },
    {
      method: 'POST',
      route: v1('/account/reauthenticate'),
      call: async (role) => ({
        method: 'POST',
        path: v1('/account/reauthenticate'),
        body: { password: await encryptPassword(ctx.passwordOf(role)) },
      }),
      expect: { anonymous: 401, alice: 'ok', bob: 'ok', admin: 'ok' },
    },
    {
      method: 'POST',
      route: v1('/backoffice/payments/:transactionId/refunds'),
      call: async (role) => {
        await ctx.stepUp(role);
        return {
          method: 'POST',
          path: v1(`/backoffice/payments/${ctx.fx.paymentId}/refunds`),
          body: { amountPaise: 100, reason },
        };
      },
      expect: moneyOnly,
    },
    {
      method: 'POST',
      route: v1('/backoffice/subscriptions/:id/comp'),
      call: async (role) => {
        await ctx.stepUp(role);
        return {
          method: 'POST',
          path: v1(`/backoffice/subscriptions/${await ctx.freshPaidSubscription()}/comp`),
          body: { days: 1, reason },
        };
      },
      expect: moneyOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/credit-notes/:number/pdf'),
      call: () => ({
        method: 'GET',
        path: v1(`/backoffice/credit-notes/${encodeURIComponent(ctx.fx.creditNoteNumber)}/pdf`),
      }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/portal/orders/credit-note'),
      call: () => ({
        method: 'GET',
        path: v1(`/portal/orders/credit-note?number=${encodeURIComponent(ctx.fx.creditNoteNumber)}`),
      }),
      expect: { ...owner, support: 'ok', finance: 'ok' },
    },
    {
      method: 'POST',
      route: v1('/backoffice/orders/:orderId/resend'),
      call: () => ({
        method: 'POST',
        path: v1(`/backoffice/orders/${ctx.fx.paidOrderId}/resend`),
        body: { document: 'receipt', reason },
      }),
      expect: staffOnly,
    },
    {
      method: 'POST',
      route: v1('/backoffice/subscriptions/:id/cancel'),
      call: async () => ({
        method: 'POST',
        path: v1(`/backoffice/subscriptions/${await ctx.freshPaidSubscription()}/cancel`),
        body: { atPeriodEnd: true, reason },
      }),
      expect: staffOnly,
    },
    {
      method: 'GET',
      route: v1('/backoffice/staff'),
      call: () => ({ method: 'GET', path: v1('/backoffice/staff') }),
      expect: adminOnly,
    },
    {
      method: 'POST',
      route: v1('/backoffice/staff'),
      call: () => ({
        method: 'POST',
        path: v1('/backoffice/staff'),
        body: { email: `invited.${unique()}@lnf.example`, firstName: 'Invited', lastName: 'Staff', role: 'support' },
      }),
      expect: adminOnly,
    },
    {
      method: 'PATCH',
      route: v1('/backoffice/staff/:id'),
      call: async () => ({
        method: 'PATCH',
        path: v1(`/backoffice/staff/${await freshStaff()}`),
        body: { role: 'finance' },
      }),
      expect: adminOnly,
    },
    {
      method: 'DELETE',
      route: v1('/backoffice/staff/:id'),
      call: async () => ({ method: 'DELETE', path: v1(`/backoffice/staff/${await freshStaff()}`) }),
      expect: adminOnly,
    },
  ];
}
