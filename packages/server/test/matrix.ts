import { dev } from '@lnf/sdk';
import { ADMIN } from './harness';
import { BILLING_ADDRESS, orderRequest } from './orders';
import { backofficeRows } from './matrix.backoffice';
import { demoRows } from './matrix.demo';
import { adminOnly, all, loggedIn, owner, unique, v1, v3, type MatrixContext, type Row } from './matrix.kit';

export * from './matrix.kit';

/** Every row, its calls made with the test's context. */
export function matrixRows(ctx: MatrixContext): Row[] {
  const billingAction = (action: string, body?: unknown, fresh = () => ctx.freshPaidSubscription()): Row => ({
    method: 'POST',
    route: v1(`/portal/billing/subscriptions/:id/${action}`),
    call: async () => ({
      method: 'POST',
      path: v1(`/portal/billing/subscriptions/${await fresh()}/${action}`),
      body,
    }),
    expect: owner,
  });
  const testCard = { cardNumber: '5555555555554444', cardHolderName: 'Alice Menon', expiry: '12/30', cvv: '123' };

  return [
    ...backofficeRows(ctx),
    ...demoRows(ctx),
    {
      method: 'GET',
      route: v1('/portal/orders/invoice'),
      call: () => ({
        method: 'GET',
        path: v1(`/portal/orders/invoice?number=${encodeURIComponent(ctx.fx.invoiceNumber)}`),
      }),
      expect: owner,
    },
    {
      method: 'GET',
      route: v1('/portal/billing/subscriptions'),
      call: () => ({ method: 'GET', path: v1('/portal/billing/subscriptions') }),
      expect: loggedIn,
    },
    billingAction('cancel'),
    billingAction('undo-cancel'),
    billingAction('pause'),
    billingAction('resume'),
    billingAction('change/cancel'),
    { ...billingAction('change/preview', { plan: 'hr_professional', renewalTerm: 'MONTHLY' }), readsOnly: true },
    billingAction('change', { plan: 'hr_essential', renewalTerm: 'QUARTERLY', expectedDueNow: 0 }),
    billingAction('resubscribe', undefined, () => ctx.freshSubscriptionIn('ending')),
    billingAction('restart', undefined, () => ctx.freshSubscriptionIn('halted')),
    { ...billingAction('authorise', {}, () => ctx.freshSubscriptionIn('replacement')), readsOnly: true },
    billingAction('card', testCard),
    {
      method: 'POST',
      route: v1('/portal/orders/payment/test-renewal'),
      call: async () => ({
        method: 'POST',
        path: v1('/portal/orders/payment/test-renewal'),
        body: { subscriptionId: await ctx.freshPaidSubscription(), outcome: 'charged' },
      }),
      expect: owner,
    },
    {
      method: 'GET',
      route: v1('/portal/product/:planType'),
      call: () => ({ method: 'GET', path: v1('/portal/product/LNF-IND') }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1('/portal/basket'),
      call: () => ({
        method: 'POST',
        path: v1('/portal/basket'),
        body: { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 },
      }),
      expect: all('ok'),
    },
    {
      method: 'GET',
      route: v1('/portal/basket/:id'),
      call: () => ({ method: 'GET', path: v1(`/portal/basket/${ctx.fx.basketId}`) }),
      expect: { anonymous: 'denied', alice: 'ok', bob: 'denied', admin: 'ok' },
    },
    {
      method: 'PUT',
      route: v1('/portal/basket/:id'),
      call: () => ({ method: 'PUT', path: v1(`/portal/basket/${ctx.fx.basketId}`), body: { users: 3 } }),
      expect: { anonymous: 'denied', alice: 'ok', bob: 'denied', admin: 'ok' },
    },
    {
      method: 'POST',
      route: v1('/portal/orders'),
      call: () => ({
        method: 'POST',
        path: v1('/portal/orders'),
        body: orderRequest(ctx.fx.basketId, ctx.fx.aliceEmail),
      }),
      expect: { anonymous: 401, alice: 'ok', bob: 'denied', admin: 'ok' },
    },
    {
      method: 'GET',
      route: v1('/portal/orders'),
      call: () => ({ method: 'GET', path: v1('/portal/orders') }),
      expect: loggedIn,
    },
    {
      method: 'GET',
      route: v1('/portal/orders/:orderId{[0-9a-fA-F-]{36}}'),
      call: () => ({ method: 'GET', path: v1(`/portal/orders/${ctx.fx.orderId}`) }),
      expect: owner,
    },
    {
      method: 'GET',
      route: v1('/portal/orders/receipt'),
      call: () => ({ method: 'GET', path: v1(`/portal/orders/receipt?orderId=${ctx.fx.orderId}`) }),
      expect: owner,
    },
    {
      method: 'POST',
      route: v1('/portal/orders/payment/test-checkout'),
      // A fresh order of Alice's each time: an order paid by an earlier call cannot be paid again.
      call: async () => ({
        method: 'POST',
        path: v1('/portal/orders/payment/test-checkout'),
        body: {
          subscriptionId: await ctx.freshSubscription(),
          cardNumber: '4111111111111111',
          cardHolderName: 'Alice Menon',
          expiry: '12/30',
          cvv: '123',
        },
      }),
      expect: owner,
    },
    {
      method: 'POST',
      route: v1('/portal/orders/payment/subscription'),
      call: () => ({
        method: 'POST',
        path: v1(
          `/portal/orders/payment/subscription?subscriptionId=${ctx.fx.checkout.subscriptionId}&paymentId=${ctx.fx.checkout.paymentId}&signature=${ctx.fx.checkout.signature}`,
        ),
      }),
      expect: owner,
    },
    {
      method: 'GET',
      route: v1('/portal/customer/email/:email'),
      call: () => ({ method: 'GET', path: v1(`/portal/customer/email/${encodeURIComponent(ctx.fx.aliceEmail)}`) }),
      expect: owner,
    },
    {
      method: 'PUT',
      route: v1('/portal/customer/:customerId/address/:addressId'),
      call: () => ({
        method: 'PUT',
        path: v1(`/portal/customer/${ctx.fx.customerId}/address/${ctx.fx.addressId}`),
        body: { ...BILLING_ADDRESS, id: ctx.fx.addressId, addressLine1: `${unique()} MG Road` },
      }),
      expect: owner,
    },
    {
      method: 'PUT',
      route: v1('/portal/customer/:customerId/gstin'),
      call: () => ({
        method: 'PUT',
        path: v1(`/portal/customer/${ctx.fx.customerId}/gstin`),
        body: { gstin: '36AABCL1234M1ZK' },
      }),
      expect: owner,
    },
    {
      method: 'GET',
      route: v1('/portal/customer/recaptcha/local-token'),
      call: () => ({ method: 'GET', path: v1('/portal/customer/recaptcha/local-token') }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1('/portal/customer/recaptcha/verify'),
      call: async () => ({
        method: 'POST',
        path: v1(
          `/portal/customer/recaptcha/verify?recaptchaToken=${(await dev.localCaptchaToken(ctx.server().client())).token}`,
        ),
      }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1('/portal/customer/inquiry'),
      call: async () => ({
        method: 'POST',
        path: v1('/portal/customer/inquiry'),
        body: {
          firstName: 'Meera',
          lastName: 'Iyer',
          businessName: 'Iyer Textiles',
          websiteUrl: 'https://iyer.example.in',
          email: `meera.${unique()}@example.in`,
          mobile: '9876543210',
          country: 'IN',
          description: 'We need payroll for 80 people.',
          status: 'CREATED',
          recaptchaToken: await ctx.freshCaptcha(ctx.server().client()),
        },
      }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1('/public/events'),
      call: () => ({
        method: 'POST',
        path: v1('/public/events'),
        body: { visitorId: crypto.randomUUID(), kind: 'page_view', path: '/our-plans' },
      }),
      expect: all('ok'),
      // The funnel's events are not security logs: an audit row would keep the caller's address.
      notAudited: true,
    },
    {
      method: 'GET',
      route: v1('/portal/customer/inquiries'),
      call: () => ({ method: 'GET', path: v1('/portal/customer/inquiries') }),
      expect: adminOnly,
    },
    {
      method: 'POST',
      route: v1('/portal/customer/contact'),
      call: () => ({
        method: 'POST',
        path: v1('/portal/customer/contact'),
        body: {
          firstName: 'Kiran',
          lastName: 'Das',
          email: `kiran.${unique()}@example.in`,
          phoneNumber: '9876543210',
          company: 'Das Logistics',
          country: 'IN',
          referralSource: 'search',
          message: 'Please call me about pricing.',
        },
      }),
      expect: all('ok'),
    },
    {
      method: 'GET',
      route: v1('/portal/customer/contacts'),
      call: () => ({ method: 'GET', path: v1('/portal/customer/contacts') }),
      expect: adminOnly,
    },
    {
      method: 'POST',
      route: v1('/portal/customer/brochure'),
      call: () => ({
        method: 'POST',
        path: v1('/portal/customer/brochure?type=lnf-books'),
        body: { name: 'Ravi Teja', email: `ravi.${unique()}@example.in`, mobile: '9876543210', company: 'Teja Foods' },
      }),
      expect: all('ok'),
    },
    {
      method: 'GET',
      route: v1('/portal/customer/brochure/:file'),
      call: () => ({ method: 'GET', path: v1('/portal/customer/brochure/lnf-books.pdf') }),
      expect: all('ok'),
    },
    {
      method: 'GET',
      route: v3('/configurations'),
      call: () => ({ method: 'GET', path: v3('/configurations?serviceName=product') }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v3('/configurations/refresh'),
      call: () => ({ method: 'POST', path: v3('/configurations/refresh') }),
      expect: adminOnly,
    },
    {
      method: 'POST',
      route: v1('/portal/support/ticket'),
      call: () => ({
        method: 'POST',
        path: v1(
          `/portal/support/ticket?projectKey=LNF&reporterName=Customer&priorityName=High&issueTypeName=Bug&labels=billing&summary=${encodeURIComponent('Invoice total is wrong')}&description=${encodeURIComponent('The October invoice shows 18% GST twice.')}`,
        ),
      }),
      expect: loggedIn,
    },
    {
      method: 'GET',
      route: v1('/portal/support/ticket/:id'),
      staffAsAdmin: true,
      call: () => ({ method: 'GET', path: v1(`/portal/support/ticket/${ctx.fx.ticketRef}`) }),
      expect: owner,
    },
    {
      method: 'PUT',
      route: v1('/portal/support/ticket/:ticketNumber'),
      staffAsAdmin: true,
      call: () => ({
        method: 'PUT',
        path: v1(`/portal/support/ticket/${ctx.fx.ticketNumber}`),
        body: { summary: `Invoice total is wrong (${unique()})` },
      }),
      expect: owner,
    },
    {
      method: 'PATCH',
      route: v1('/portal/support/:reference'),
      staffAsAdmin: true,
      call: () => ({ method: 'PATCH', path: v1(`/portal/support/${ctx.fx.ticketRef}`), body: { status: 'Closed' } }),
      expect: owner,
    },
    {
      method: 'GET',
      route: v1('/portal/support/ticket/:reference/replies'),
      staffAsAdmin: true,
      call: () => ({ method: 'GET', path: v1(`/portal/support/ticket/${ctx.fx.ticketRef}/replies`) }),
      expect: owner,
    },
    {
      method: 'POST',
      route: v1('/portal/support/ticket/:reference/replies'),
      staffAsAdmin: true,
      call: async () => ({
        method: 'POST',
        path: v1(`/portal/support/ticket/${await ctx.freshTicket()}/replies`),
        body: { body: 'Any news on this?' },
      }),
      expect: owner,
    },
    {
      method: 'POST',
      route: v1('/portal/support/ticket/:reference/replies'),
      staffAsAdmin: true,
      call: async () => {
        const form = new FormData();
        form.set('body', 'The invoice, attached');
        form.append('files', new File(['%PDF-1.4\n%%EOF\n'], 'invoice.pdf', { type: 'application/pdf' }));
        return { method: 'POST', path: v1(`/portal/support/ticket/${await ctx.freshTicket()}/replies`), form };
      },
      expect: owner,
    },
    {
      method: 'GET',
      route: v1('/portal/support/attachments/:id'),
      staffAsAdmin: true,
      call: () => ({ method: 'GET', path: v1(`/portal/support/attachments/${ctx.fx.attachmentId}`) }),
      expect: owner,
    },
    {
      method: 'PATCH',
      route: v1('/portal/support/ticket/:reference/workflow'),
      staffAsAdmin: true,
      call: async () => ({
        method: 'PATCH',
        path: v1(`/portal/support/ticket/${await ctx.freshTicket()}/workflow`),
        body: { status: 'In Progress' },
      }),
      expect: adminOnly,
    },
    {
      method: 'GET',
      route: v1('/portal/support/queue'),
      staffAsAdmin: true,
      call: () => ({ method: 'GET', path: v1('/portal/support/queue?limit=10') }),
      expect: adminOnly,
    },
    {
      method: 'GET',
      route: v1('/portal/support/tickets'),
      staffAsAdmin: true,
      call: () => ({ method: 'GET', path: v1('/portal/support/tickets') }),
      expect: loggedIn,
    },
    {
      method: 'GET',
      route: v1('/audit-logs/date-range'),
      call: () => ({ method: 'GET', path: v1('/audit-logs/date-range?page=0&size=10') }),
      expect: adminOnly,
    },
    {
      method: 'GET',
      route: v1('/audit-logs/:id'),
      call: () => ({ method: 'GET', path: v1(`/audit-logs/${ctx.fx.auditId}`) }),
      expect: adminOnly,
    },
    // The bell: each user their own notices; staff see the outbox's dead letters and resend them.
    {
      method: 'GET',
      route: v1('/portal/notifications'),
      call: () => ({ method: 'GET', path: v1('/portal/notifications') }),
      expect: loggedIn,
    },
    {
      method: 'POST',
      route: v1('/portal/notifications/read-all'),
      call: () => ({ method: 'POST', path: v1('/portal/notifications/read-all') }),
      expect: loggedIn,
      notAudited: true,
    },
    {
      method: 'POST',
      route: v1('/portal/notifications/:id/read'),
      call: () => ({ method: 'POST', path: v1(`/portal/notifications/${ctx.fx.notificationId}/read`) }),
      // Someone's bell is theirs alone: an admin's token reads the admin's own.
      expect: { anonymous: 401, alice: 'ok', bob: 'denied', admin: 'denied' },
      notAudited: true,
    },
    {
      method: 'GET',
      route: v1('/admin/notifications'),
      call: () => ({ method: 'GET', path: v1('/admin/notifications?status=dead') }),
      expect: adminOnly,
    },
    {
      method: 'POST',
      route: v1('/admin/notifications/:id/resend'),
      call: async () => ({
        method: 'POST',
        path: v1(`/admin/notifications/${await ctx.freshDeadNotification()}/resend`),
      }),
      expect: adminOnly,
    },
    // The Security page: each caller's own sessions, history, password and email.
    {
      method: 'GET',
      route: v1('/account/sessions'),
      call: () => ({ method: 'GET', path: v1('/account/sessions') }),
      expect: loggedIn,
    },
    {
      method: 'GET',
      route: v1('/account/sign-ins'),
      call: () => ({ method: 'GET', path: v1('/account/sign-ins?page=0&size=5') }),
      expect: loggedIn,
    },
    {
      method: 'POST',
      route: v1('/account/sessions/sign-out-others'),
      call: () => ({ method: 'POST', path: v1('/account/sessions/sign-out-others') }),
      expect: loggedIn,
    },
    {
      method: 'POST',
      route: v1('/account/sessions/:id/sign-out'),
      // A fresh login of Alice's each time: someone else's session answers like a missing one.
      call: async () => {
        const fresh = await ctx.server().login(ctx.fx.aliceEmail, 'Customer-Pass-1');
        const sid = (
          JSON.parse(Buffer.from(fresh.access_token.split('.')[1]!, 'base64url').toString()) as { sid: string }
        ).sid;
        return { method: 'POST', path: v1(`/account/sessions/${sid}/sign-out`) };
      },
      expect: { anonymous: 401, alice: 'ok', bob: 'denied', admin: 'denied' },
    },
    {
      method: 'POST',
      route: v1('/account/password'),
      // A wrong current password: 400 for whoever is signed in, never a change.
      call: () => ({
        method: 'POST',
        path: v1('/account/password'),
        body: { currentPassword: 'not-the-password', newPwd: 'Next-Pass-1', confirmPwd: 'Next-Pass-1' },
      }),
      expect: { anonymous: 401, alice: 400, bob: 400, admin: 400 },
    },
    {
      method: 'POST',
      route: v1('/account/email'),
      call: () => ({ method: 'POST', path: v1('/account/email'), body: { email: 'not-an-address' } }),
      expect: { anonymous: 401, alice: 400, bob: 400, admin: 400 },
    },
    {
      method: 'POST',
      route: v1('/account/email/verify'),
      call: () => ({
        method: 'POST',
        path: v1('/account/email/verify'),
        body: { email: `matrix.${unique()}@example.com`, otp: '000000' },
      }),
      expect: { anonymous: 401, alice: 400, bob: 400, admin: 400 },
    },
    {
      method: 'POST',
      route: v1('/account/email/undo'),
      // Anonymous by design: the token from the old address's mail is the credential.
      call: () => ({ method: 'POST', path: v1('/account/email/undo'), body: { token: 'A'.repeat(43) } }),
      expect: all(400),
    },
    // Second factors (routes/secondFactor.ts): each caller's own; a wrong code is 400 for anyone signed in.
    {
      method: 'GET',
      route: v1('/account/second-factor'),
      call: () => ({ method: 'GET', path: v1('/account/second-factor') }),
      expect: loggedIn,
    },
    {
      method: 'POST',
      route: v1('/account/second-factor/totp/start'),
      call: () => ({ method: 'POST', path: v1('/account/second-factor/totp/start') }),
      expect: loggedIn,
    },
    ...(['/account/second-factor/totp/confirm', '/account/second-factor/recovery-codes'] as const).map((path): Row => ({
      method: 'POST',
      route: v1(path),
      call: () => ({ method: 'POST', path: v1(path), body: { code: '000000' } }),
      expect: { anonymous: 401, alice: 400, bob: 400, admin: 400 },
    })),
    {
      method: 'POST',
      route: v1('/account/second-factor/totp/disable'),
      call: () => ({
        method: 'POST',
        path: v1('/account/second-factor/totp/disable'),
        body: { password: 'not-an-envelope', code: '000000' },
      }),
      expect: { anonymous: 401, alice: 400, bob: 400, admin: 400 },
    },
    {
      method: 'POST',
      route: v1('/user/login/second-factor'),
      // Anonymous by design: the challenge from the password step is the credential.
      call: () => ({
        method: 'POST',
        path: v1('/user/login/second-factor'),
        body: { challenge: 'A'.repeat(43), code: '000000' },
      }),
      expect: all(401),
    },
    // Passkeys (routes/passkeys.ts): each caller's own; a passkey of nobody's is 404; a bad response 400.
    {
      method: 'GET',
      route: v1('/account/passkeys'),
      call: () => ({ method: 'GET', path: v1('/account/passkeys') }),
      expect: loggedIn,
    },
    {
      method: 'POST',
      route: v1('/account/passkeys/registration/options'),
      call: () => ({ method: 'POST', path: v1('/account/passkeys/registration/options') }),
      expect: loggedIn,
    },
    {
      method: 'POST',
      route: v1('/account/passkeys'),
      call: () => ({ method: 'POST', path: v1('/account/passkeys'), body: { name: 'Key', response: {} } }),
      expect: { anonymous: 401, alice: 400, bob: 400, admin: 400 },
    },
    {
      method: 'PATCH',
      route: v1('/account/passkeys/:id'),
      call: () => ({ method: 'PATCH', path: v1('/account/passkeys/nobodys-key'), body: { name: 'Key' } }),
      expect: { anonymous: 401, alice: 404, bob: 404, admin: 404 },
    },
    {
      method: 'POST',
      route: v1('/account/passkeys/:id/remove'),
      call: () => ({ method: 'POST', path: v1('/account/passkeys/nobodys-key/remove'), body: { code: '000000' } }),
      expect: { anonymous: 401, alice: 400, bob: 400, admin: 400 },
    },
    {
      method: 'POST',
      route: v1('/user/login/passkey/options'),
      // Anonymous by design: a passwordless sign-in starts here; the challenge row is its only write.
      call: () => ({ method: 'POST', path: v1('/user/login/passkey/options') }),
      expect: all('ok'),
      notAudited: true,
    },
    {
      method: 'POST',
      route: v1('/user/login/passkey'),
      call: () => ({
        method: 'POST',
        path: v1('/user/login/passkey'),
        body: {
          response: {
            id: 'AAAA',
            rawId: 'AAAA',
            type: 'public-key',
            response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
            clientExtensionResults: {},
          },
        },
      }),
      expect: all(401),
    },
    // The privacy centre: each customer's own consents, requests and export; staff handle the requests.
    ...(
      [
        ['GET', '/portal/privacy/consents'],
        ['GET', '/portal/privacy/consents/history'],
        ['GET', '/portal/privacy/requests'],
        ['GET', '/portal/privacy/summary'],
        ['GET', '/portal/privacy/export'],
        ['GET', '/portal/privacy/nominee'],
      ] as const
    ).map(([method, path]): Row => ({
      method,
      route: v1(path),
      call: () => ({ method, path: v1(path) }),
      expect: loggedIn,
    })),
    ...(['grant', 'withdraw'] as const).map((change): Row => ({
      method: 'POST',
      route: v1(`/portal/privacy/consents/:purpose/${change}`),
      call: () => ({ method: 'POST', path: v1(`/portal/privacy/consents/marketing_email/${change}`), body: {} }),
      expect: loggedIn,
    })),
    {
      method: 'POST',
      route: v1('/portal/privacy/requests'),
      call: () => ({
        method: 'POST',
        path: v1('/portal/privacy/requests'),
        body: { kind: 'grievance', detail: { text: 'The matrix has a grievance' } },
      }),
      expect: loggedIn,
    },
    {
      method: 'GET',
      route: v1('/admin/privacy/requests'),
      call: () => ({ method: 'GET', path: v1('/admin/privacy/requests?status=open') }),
      expect: adminOnly,
    },
    {
      method: 'POST',
      route: v1('/admin/privacy/requests/:reference/acknowledge'),
      call: async () => ({
        method: 'POST',
        path: v1(`/admin/privacy/requests/${await freshPrivacyRequest(ctx)}/acknowledge`),
      }),
      expect: adminOnly,
    },
    {
      method: 'POST',
      route: v1('/admin/privacy/requests/:reference/resolve'),
      call: async () => ({
        method: 'POST',
        path: v1(`/admin/privacy/requests/${await freshPrivacyRequest(ctx)}/resolve`),
        body: { status: 'COMPLETED', response: 'Answered by the matrix' },
      }),
      expect: adminOnly,
    },
    // Account calls: the bearer does not matter, the credentials or the OTP grant do.
    {
      method: 'POST',
      route: v1('/user/login'),
      call: async () => ({
        method: 'POST',
        path: v1('/user/login'),
        body: { username: ADMIN.email, password: await (await import('@lnf/sdk')).encryptPassword(ADMIN.password) },
      }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1('/user/refresh'),
      call: async () => ({
        method: 'POST',
        path: v1('/user/refresh'),
        headers: { refreshToken: await ctx.freshRefreshToken() },
      }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1('/user/logout'),
      call: async () => ({
        method: 'POST',
        path: v1('/user/logout'),
        headers: { refreshToken: await ctx.freshRefreshToken() },
      }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1('/user/portal/otp'),
      call: () => ({ method: 'POST', path: v1(`/user/portal/otp?email=otp.${unique()}@example.in`) }),
      expect: all('ok'),
    },
    {
      method: 'POST',
      route: v1('/user/reset-password/otp/validate'),
      call: () => ({
        method: 'POST',
        path: v1(`/user/reset-password/otp/validate?email=${encodeURIComponent(ctx.fx.aliceEmail)}&otp=000000`),
      }),
      expect: all(400),
    },
    {
      method: 'POST',
      route: v1('/user/reset-password/otp/update'),
      call: () => ({
        method: 'POST',
        path: v1(
          `/user/reset-password/otp/update?email=${encodeURIComponent(ctx.fx.aliceEmail)}&newPwd=Hijack-1&confirmPwd=Hijack-1`,
        ),
      }),
      expect: all(403),
    },
    {
      method: 'POST',
      route: v1('/user/create'),
      call: () => ({
        method: 'POST',
        path: v1('/user/create'),
        body: {
          email: `new.${unique()}@example.in`,
          password: 'Pass-1234',
          firstName: 'New',
          lastName: 'User',
          userName: 'newuser',
          groups: ['/PortalGroup/PortalAdminGroup'],
          realmRoles: ['admin'],
        },
      }),
      expect: all(403),
    },
    // Development only (absent when LNF_ENV=production): the local mailbox.
    {
      method: 'GET',
      route: '/api/dev/mailbox',
      call: () => ({ method: 'GET', path: `/api/dev/mailbox?to=${encodeURIComponent(ctx.fx.aliceEmail)}` }),
      expect: all('ok'),
    },
    { method: 'GET', route: '/dev/mailbox', call: () => ({ method: 'GET', path: '/dev/mailbox' }), expect: all('ok') },
    // Development only: runs the scheduled jobs now, as their timer would (no audit row: what the
    // reconciliation job changes is not a caller's act, whichever starts it).
    {
      method: 'POST',
      route: '/api/dev/jobs',
      call: () => ({ method: 'POST', path: '/api/dev/jobs' }),
      expect: all('ok'),
      readsOnly: true,
    },
    { method: 'GET', route: '/api/health', call: () => ({ method: 'GET', path: '/api/health' }), expect: all('ok') },
    { method: 'GET', route: '/api/ready', call: () => ({ method: 'GET', path: '/api/ready' }), expect: all('ok') },
  ];
}

/** An open grievance of Alice's, new for each call (acknowledging or resolving one changes it). */
async function freshPrivacyRequest(ctx: MatrixContext): Promise<string> {
  const db = ctx.server().services.db;
  const { users } = await import('../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const { insertRequest } = await import('../src/services/privacy');
  const [alice] = await db.select({ id: users.id }).from(users).where(eq(users.email, ctx.fx.aliceEmail));
  const row = await db.transaction((tx) =>
    insertRequest(tx, { userId: alice!.id, email: ctx.fx.aliceEmail, kind: 'grievance', detail: { text: 'Matrix' } }),
  );
  return row.reference;
}
