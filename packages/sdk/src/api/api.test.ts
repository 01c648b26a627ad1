import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError, ResponseShapeError, type RequestSpec } from '../client';
import { decryptPassword } from '../crypto';
import * as audit from './audit';
import * as billing from './billing';
import * as basket from './basket';
import * as captcha from './captcha';
import * as configuration from './configuration';
import * as customer from './customer';
import * as dev from './dev';
import * as order from './order';
import * as product from './product';
import * as support from './support';
import * as user from './user';
import {
  makeTokens,
  recordingClient,
  sampleAddress,
  sampleAuditLog,
  sampleBasket,
  sampleContact,
  sampleCustomer,
  sampleInquiry,
  sampleOrder,
  samplePlan,
  samplePlanChangePreview,
  sampleSubscription,
  sampleTicket,
} from '../testing/fake';

interface Case {
  name: string;
  run: (client: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  bearer: boolean;
  answer: unknown;
  /** What the function returns when it differs from the answer (coercions). */
  expected?: unknown;
}

const tokens = makeTokens();
const address = {
  addressLine1: '1 MG Road',
  country: 'IN',
  state: 'Telangana',
  city: 'Hyderabad',
  postCode: '500081',
  type: 'Primary' as const,
};
const orderBody = {
  basketId: 'b-1',
  customer: {
    fullName: 'Asha Rao',
    mobileNumber: '9876543210',
    email: 'asha@example.com',
    category: 'fintech',
    website: '',
    marketingPreference: true,
    communication: 'MOBILE' as const,
    isSameAddress: true,
  },
  billingAddress: address,
};
const inquiry = { ...sampleInquiry, status: 'CREATED' as const, recaptchaToken: 'cap' };
const contactBody = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'a@b.in',
  phoneNumber: '9876543210',
  company: '',
  country: 'India',
  referralSource: '',
  message: 'Call me back please',
};
const card = {
  subscriptionId: 'sub_1',
  cardNumber: '4111 1111 1111 1111',
  cardHolderName: 'Asha Rao',
  expiry: '12/30',
  cvv: '123',
};

const cases: Case[] = [
  {
    name: 'user.refresh',
    run: (c) => user.refresh(c, 'r-1'),
    method: 'POST',
    path: '/api/v1/lnf/user/refresh',
    headers: { refreshtoken: 'r-1' },
    bearer: false,
    answer: tokens,
  },
  {
    name: 'user.logout',
    run: (c) => user.logout(c, { accessToken: 'a-1', refreshToken: 'r-1' }),
    method: 'POST',
    path: '/api/v1/lnf/user/logout',
    headers: { authorization: 'Bearer a-1', refreshtoken: 'r-1', accesstoken: 'a-1' },
    bearer: true,
    answer: { message: 'Logged out' },
  },
  {
    name: 'user.createUser',
    run: (c) =>
      user.createUser(c, {
        email: 'a@b.in',
        password: 'pw',
        firstName: 'A',
        lastName: 'B',
        userName: 'ab',
        groups: ['PortalGroup'],
        realmRoles: [],
      }),
    method: 'POST',
    path: '/api/v1/lnf/user/create',
    body: {
      email: 'a@b.in',
      password: 'pw',
      firstName: 'A',
      lastName: 'B',
      userName: 'ab',
      groups: ['PortalGroup'],
      realmRoles: [],
    },
    bearer: true,
    answer: 'User created successfully',
  },
  {
    name: 'user.sendOtp',
    run: (c) => user.sendOtp(c, 'a+b@b.in'),
    method: 'POST',
    path: '/api/v1/lnf/user/portal/otp',
    query: { email: 'a+b@b.in' },
    bearer: false,
    answer: { message: 'sent' },
  },
  {
    name: 'user.validateOtp',
    run: (c) => user.validateOtp(c, 'a@b.in', '123456'),
    method: 'POST',
    path: '/api/v1/lnf/user/reset-password/otp/validate',
    query: { email: 'a@b.in', otp: '123456' },
    bearer: false,
    answer: { message: 'ok' },
  },
  {
    name: 'user.updatePassword',
    run: (c) => user.updatePassword(c, { email: 'a@b.in', newPwd: 'secret1', confirmPwd: 'secret1' }),
    method: 'POST',
    path: '/api/v1/lnf/user/reset-password/otp/update',
    query: { email: 'a@b.in', newPwd: 'secret1', confirmPwd: 'secret1' },
    bearer: false,
    answer: { message: 'ok' },
  },
  {
    name: 'customer.updateGstin',
    run: (c) => customer.updateGstin(c, 'c-1', '27AAPFU0939F1ZV'),
    method: 'PUT',
    path: '/api/v1/lnf/portal/customer/c-1/gstin',
    body: { gstin: '27AAPFU0939F1ZV' },
    bearer: true,
    answer: { ...sampleCustomer, gstin: '27AAPFU0939F1ZV' },
  },
  {
    name: 'billing.list',
    run: (c) => billing.list(c),
    method: 'GET',
    path: '/api/v1/lnf/portal/billing/subscriptions',
    bearer: true,
    answer: [sampleSubscription],
  },
  {
    name: 'billing.act',
    run: (c) => billing.act(c, 'sub_1', 'undo-cancel'),
    method: 'POST',
    path: '/api/v1/lnf/portal/billing/subscriptions/sub_1/undo-cancel',
    bearer: true,
    answer: sampleSubscription,
  },
  {
    name: 'billing.previewChange',
    run: (c) => billing.previewChange(c, 'sub_1', { plan: 'hr_professional', renewalTerm: 'MONTHLY' }),
    method: 'POST',
    path: '/api/v1/lnf/portal/billing/subscriptions/sub_1/change/preview',
    body: { plan: 'hr_professional', renewalTerm: 'MONTHLY' },
    bearer: true,
    answer: samplePlanChangePreview,
  },
  {
    name: 'billing.change',
    run: (c) => billing.change(c, 'sub_1', { plan: 'hr_professional', renewalTerm: 'MONTHLY', expectedDueNow: 1180 }),
    method: 'POST',
    path: '/api/v1/lnf/portal/billing/subscriptions/sub_1/change',
    body: { plan: 'hr_professional', renewalTerm: 'MONTHLY', expectedDueNow: 1180 },
    bearer: true,
    answer: sampleSubscription,
  },
  {
    name: 'billing.cancelChange',
    run: (c) => billing.cancelChange(c, 'sub_1'),
    method: 'POST',
    path: '/api/v1/lnf/portal/billing/subscriptions/sub_1/change/cancel',
    bearer: true,
    answer: sampleSubscription,
  },
  {
    name: 'billing.updateCard',
    run: (c) =>
      billing.updateCard(c, 'sub_1', {
        cardNumber: '5555 5555 5555 4444',
        cardHolderName: 'Asha Rao',
        expiry: '12/30',
        cvv: '123',
      }),
    method: 'POST',
    path: '/api/v1/lnf/portal/billing/subscriptions/sub_1/card',
    body: { cardNumber: '5555 5555 5555 4444', cardHolderName: 'Asha Rao', expiry: '12/30', cvv: '123' },
    bearer: true,
    answer: { subscription: sampleSubscription, checkout: null },
  },
  {
    name: 'billing.cardCheckout',
    run: (c) => billing.cardCheckout(c, 'sub_1'),
    method: 'POST',
    path: '/api/v1/lnf/portal/billing/subscriptions/sub_1/card',
    body: {},
    bearer: true,
    answer: {
      subscription: { ...sampleSubscription, provider: 'razorpay' },
      checkout: {
        keyId: 'rzp_test_1',
        subscriptionId: 'sub_1',
        checkoutUrl: 'https://checkout.example/v1/checkout.js',
      },
    },
  },
  {
    name: 'customer.getByEmail',
    run: (c) => customer.getByEmail(c, 'a/b@b.in'),
    method: 'GET',
    path: '/api/v1/lnf/portal/customer/email/a%2Fb%40b.in',
    bearer: true,
    answer: sampleCustomer,
  },
  {
    name: 'customer.updateAddress',
    run: (c) => customer.updateAddress(c, 'c-1', 'a-1', address),
    method: 'PUT',
    path: '/api/v1/lnf/portal/customer/c-1/address/a-1',
    body: address,
    bearer: true,
    answer: sampleAddress,
  },
  {
    name: 'customer.requestBrochure',
    run: (c) =>
      customer.requestBrochure(c, 'lnf-people-360', { name: 'A', email: 'a@b.in', mobile: '98765432', company: 'Co' }),
    method: 'POST',
    path: '/api/v1/lnf/portal/customer/brochure',
    query: { type: 'lnf-people-360' },
    body: { name: 'A', email: 'a@b.in', mobile: '98765432', company: 'Co' },
    bearer: false,
    answer: { url: '/brochures/lnf-people-360.pdf' },
  },
  {
    name: 'customer.submitInquiry',
    run: (c) => customer.submitInquiry(c, inquiry),
    method: 'POST',
    path: '/api/v1/lnf/portal/customer/inquiry',
    body: inquiry,
    bearer: false,
    answer: sampleInquiry,
  },
  {
    name: 'customer.listInquiries',
    run: (c) => customer.listInquiries(c),
    method: 'GET',
    path: '/api/v1/lnf/portal/customer/inquiries',
    bearer: true,
    answer: [sampleInquiry],
  },
  {
    name: 'customer.submitContact',
    run: (c) => customer.submitContact(c, contactBody),
    method: 'POST',
    path: '/api/v1/lnf/portal/customer/contact',
    body: contactBody,
    bearer: false,
    answer: sampleContact,
  },
  {
    name: 'customer.listContacts',
    run: (c) => customer.listContacts(c),
    method: 'GET',
    path: '/api/v1/lnf/portal/customer/contacts',
    bearer: true,
    answer: [sampleContact],
  },
  {
    name: 'captcha.verify',
    run: (c) => captcha.verify(c, 'tok'),
    method: 'POST',
    path: '/api/v1/lnf/portal/customer/recaptcha/verify',
    query: { recaptchaToken: 'tok' },
    bearer: false,
    answer: { success: true },
  },
  {
    name: 'product.listPlans',
    run: (c) => product.listPlans(c),
    method: 'GET',
    path: '/api/v1/lnf/portal/product/LNF-IND',
    bearer: false,
    answer: [samplePlan],
  },
  {
    name: 'basket.create',
    run: (c) => basket.create(c, { plan: 'hr_essential', renewalTerm: 'QUARTERLY', users: 5 }),
    method: 'POST',
    path: '/api/v1/lnf/portal/basket',
    body: { plan: 'hr_essential', renewalTerm: 'QUARTERLY', users: 5 },
    bearer: true,
    answer: sampleBasket,
  },
  {
    name: 'basket.get',
    run: (c) => basket.get(c, 'b-1'),
    method: 'GET',
    path: '/api/v1/lnf/portal/basket/b-1',
    bearer: true,
    answer: sampleBasket,
  },
  {
    name: 'basket.update',
    run: (c) => basket.update(c, 'b-1', { users: 6 }),
    method: 'PUT',
    path: '/api/v1/lnf/portal/basket/b-1',
    body: { users: 6 },
    bearer: true,
    answer: sampleBasket,
  },
  {
    name: 'order.place',
    run: (c) => order.place(c, orderBody),
    method: 'POST',
    path: '/api/v1/lnf/portal/orders',
    body: orderBody,
    bearer: true,
    answer: {
      orderId: 'o-1',
      reference: 'ORD-1',
      status: 'REQUESTED',
      subscriptionId: null,
      amount: 10616.46,
      currency: 'INR',
      provider: null,
      keyId: null,
    },
  },
  {
    name: 'order.confirmPayment',
    run: (c) => order.confirmPayment(c, { subscriptionId: 'sub_1', paymentId: 'pay_1', signature: 'sig' }),
    method: 'POST',
    path: '/api/v1/lnf/portal/orders/payment/subscription',
    query: { subscriptionId: 'sub_1', paymentId: 'pay_1', signature: 'sig' },
    bearer: true,
    answer: sampleOrder,
  },
  {
    name: 'order.list',
    run: (c) => order.list(c),
    method: 'GET',
    path: '/api/v1/lnf/portal/orders',
    bearer: true,
    answer: [sampleOrder],
  },
  {
    name: 'order.get',
    run: (c) => order.get(c, 'o-1'),
    method: 'GET',
    path: '/api/v1/lnf/portal/orders/o-1',
    bearer: true,
    answer: sampleOrder,
  },
  {
    name: 'configuration.getProduct',
    run: (c) => configuration.getProduct(c),
    method: 'GET',
    path: '/api/v3/lnf/configurations',
    query: { serviceName: 'product' },
    bearer: false,
    answer: { serviceName: 'product', configData: { enablePortalOnlineOrder: true, taxPercentage: 18 } },
  },
  {
    name: 'configuration.getSupport',
    run: (c) => configuration.getSupport(c),
    method: 'GET',
    path: '/api/v3/lnf/configurations',
    query: { serviceName: 'support' },
    bearer: false,
    answer: {
      serviceName: 'support',
      configData: { project_key: ['LNF'], priority: ['High'], status: ['OPEN'], reporter: ['x'], labels: ['portal'] },
    },
  },
  {
    name: 'configuration.get',
    run: (c) => configuration.get(c, 'support'),
    method: 'GET',
    path: '/api/v3/lnf/configurations',
    query: { serviceName: 'support' },
    bearer: false,
    answer: { serviceName: 'support', configData: {} },
  },
  {
    name: 'configuration.refresh',
    run: (c) => configuration.refresh(c),
    method: 'POST',
    path: '/api/v3/lnf/configurations/refresh',
    bearer: true,
    answer: { message: 'Refreshed' },
  },
  {
    name: 'support.raiseTicket',
    run: (c) =>
      support.raiseTicket(c, {
        projectKey: 'LNF',
        reporterName: 'Asha',
        priorityName: 'High',
        issueTypeName: 'Bug',
        labels: ['portal', 'login'],
        summary: 'Login fails',
        description: 'Since Monday',
      }),
    method: 'POST',
    path: '/api/v1/lnf/portal/support/ticket',
    query: {
      projectKey: 'LNF',
      reporterName: 'Asha',
      priorityName: 'High',
      issueTypeName: 'Bug',
      labels: 'portal,login',
      summary: 'Login fails',
      description: 'Since Monday',
    },
    bearer: true,
    answer: sampleTicket,
  },
  {
    name: 'support.getTicket',
    run: (c) => support.getTicket(c, 'LNF-1'),
    method: 'GET',
    path: '/api/v1/lnf/portal/support/ticket/LNF-1',
    bearer: true,
    answer: sampleTicket,
  },
  {
    name: 'support.updateTicket',
    run: (c) => support.updateTicket(c, 'LNF-1', { summary: 'New' }),
    method: 'PUT',
    path: '/api/v1/lnf/portal/support/ticket/LNF-1',
    body: { summary: 'New' },
    bearer: true,
    answer: sampleTicket,
  },
  {
    name: 'support.changeStatus',
    run: (c) => support.changeStatus(c, 'ref-1', 'DONE'),
    method: 'PATCH',
    path: '/api/v1/lnf/portal/support/ref-1',
    body: { status: 'DONE' },
    bearer: true,
    answer: sampleTicket,
  },
  {
    name: 'support.listTickets',
    run: (c) => support.listTickets(c),
    method: 'GET',
    path: '/api/v1/lnf/portal/support/tickets',
    bearer: true,
    answer: [sampleTicket],
  },
  {
    name: 'audit.list',
    run: (c) =>
      audit.list(c, {
        page: 2,
        sortBy: 'time',
        sortOrder: 'desc',
        search: 'module:order',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    method: 'GET',
    path: '/api/v1/lnf/audit-logs/date-range',
    query: {
      page: '2',
      size: '10',
      sortBy: 'time',
      sortOrder: 'desc',
      search: 'module:order',
      from: '2026-01-01',
      to: '2026-01-31',
    },
    bearer: true,
    answer: { content: [sampleAuditLog], totalElements: 1, page: 2, size: 10 },
    expected: { content: [{ ...sampleAuditLog, id: '42' }], totalElements: 1, page: 2, size: 10 },
  },
  {
    name: 'audit.get',
    run: (c) => audit.get(c, '42'),
    method: 'GET',
    path: '/api/v1/lnf/audit-logs/42',
    bearer: true,
    answer: sampleAuditLog,
    expected: { ...sampleAuditLog, id: '42' },
  },
  {
    name: 'dev.mailbox',
    run: (c) => dev.mailbox(c, 'a@b.in'),
    method: 'GET',
    path: '/api/dev/mailbox',
    query: { to: 'a@b.in' },
    bearer: false,
    answer: [{ to: 'a@b.in', subject: 'OTP', text: '123456', html: '<p>123456</p>', sentAt: '2026-01-01T10:00:00Z' }],
  },
  {
    name: 'dev.localCaptchaToken',
    run: (c) => dev.localCaptchaToken(c),
    method: 'GET',
    path: '/api/v1/lnf/portal/customer/recaptcha/local-token',
    bearer: false,
    answer: { token: 't' },
  },
  {
    name: 'dev.testCheckout',
    run: (c) => dev.testCheckout(c, card),
    method: 'POST',
    path: '/api/v1/lnf/portal/orders/payment/test-checkout',
    body: card,
    bearer: true,
    answer: { paymentId: 'pay_1', subscriptionId: 'sub_1', signature: 'sig' },
  },
];

describe('api functions', () => {
  it.each(cases)('$name sends $method $path', async (tc) => {
    const { client, calls } = recordingClient(
      () => (typeof tc.answer === 'string' ? new Response(tc.answer, { status: 201 }) : tc.answer),
      'client-token',
    );
    const result = await tc.run(client);
    expect(calls).toHaveLength(1);
    const req = calls[0];
    expect(req.method).toBe(tc.method);
    expect(req.path).toBe(tc.path);
    expect(req.query).toEqual(tc.query ?? {});
    expect(req.body).toEqual(tc.body);
    for (const [k, v] of Object.entries(tc.headers ?? {})) expect(req.headers[k]).toBe(v);
    if (!tc.headers?.authorization)
      expect(req.headers.authorization).toBe(tc.bearer ? 'Bearer client-token' : undefined);
    if (tc.body !== undefined) expect(req.headers['content-type']).toBe('application/json');
    expect(result).toEqual('expected' in tc ? tc.expected : tc.answer);
  });

  it('covers every exported function', () => {
    const modules = { audit, basket, billing, captcha, configuration, customer, dev, order, product, support, user };
    const exported = Object.entries(modules).flatMap(([ns, mod]) =>
      Object.entries(mod)
        .filter(([, v]) => typeof v === 'function')
        .map(([fn]) => `${ns}.${fn}`),
    );
    const tested = new Set([
      ...cases.map((c) => c.name),
      'user.login',
      'order.downloadReceipt',
      'billing.downloadInvoice',
    ]);
    expect(exported.filter((n) => !tested.has(n))).toEqual([]);
  });

  it('user.login posts the envelope, never the plain password, and no bearer', async () => {
    const { client, last } = recordingClient(() => tokens, 'client-token');
    expect(await user.login(client, { username: 'a@b.in', password: 'Secret#1' })).toEqual(tokens);
    const req = last();
    expect([req.method, req.path]).toEqual(['POST', '/api/v1/lnf/user/login']);
    const body = req.body as { username: string; password: string };
    expect(body.username).toBe('a@b.in');
    expect(body.password).not.toContain('Secret#1');
    expect(await decryptPassword(body.password)).toBe('Secret#1');
    expect(req.headers.authorization).toBeUndefined();
  });

  it('billing.downloadInvoice asks for the number and answers the PDF as a Blob', async () => {
    const { client, last } = recordingClient(
      () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
      't',
    );
    const blob = await billing.downloadInvoice(client, 'LNF/26-27/000001');
    expect(last().path).toBe('/api/v1/lnf/portal/orders/invoice');
    expect(last().query).toEqual({ number: 'LNF/26-27/000001' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('order.downloadReceipt answers the PDF as a Blob', async () => {
    const { client, last } = recordingClient(
      () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
      't',
    );
    const blob = await order.downloadReceipt(client, 'o-1');
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(last().path).toBe('/api/v1/lnf/portal/orders/receipt');
    expect(last().query).toEqual({ orderId: 'o-1' });
    expect(last().headers.authorization).toBe('Bearer t');
  });

  it('raiseTicket passes a comma-joined labels string through', async () => {
    const { client, last } = recordingClient(() => sampleTicket);
    await support.raiseTicket(client, {
      projectKey: 'LNF',
      reporterName: 'A',
      priorityName: 'Low',
      issueTypeName: 'Task',
      labels: 'a,b',
      summary: 's',
      description: 'd',
    });
    expect(last().query.labels).toBe('a,b');
  });

  it('a wrong answer throws ResponseShapeError naming the call and the field', async () => {
    const { client } = recordingClient(() => ({ ...sampleBasket, paymentAmount: '10616.46' }));
    const error = await basket.get(client, 'b-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).call).toBe('basket.get');
    expect((error as ResponseShapeError).path).toBe('paymentAmount');
    expect((error as Error).message).toMatch(/^basket\.get: unexpected answer at paymentAmount/);
  });

  it('an error answer throws ApiError with status, call and the server message', async () => {
    const body = { status: 404, error: 'Not Found', message: 'User not found' };
    const { client } = recordingClient(() => new Response(JSON.stringify(body), { status: 404 }));
    const error = (await user.sendOtp(client, 'a@b.in').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.call, error.message]).toEqual([404, 'user.sendOtp', 'User not found']);
    expect(error.body).toEqual(body);
  });

  it('a network failure is ApiError status 0', async () => {
    const client = new ApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = (await product.listPlans(client).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message]).toEqual([0, 'fetch failed']);
  });

  it('url() prefixes the service version and keeps raw paths raw', () => {
    const client = new ApiClient({ baseUrl: 'https://lnf.example/' });
    expect(client.url('configuration', 'configurations', { serviceName: 'product', x: undefined })).toBe(
      'https://lnf.example/api/v3/lnf/configurations?serviceName=product',
    );
    expect(client.url(null, 'api/dev/mailbox')).toBe('https://lnf.example/api/dev/mailbox');
    const spec: RequestSpec<unknown> = { call: 'x', service: null, method: 'GET', path: '/api/health' };
    expect(client.url(spec.service, spec.path)).toBe('https://lnf.example/api/health');
  });
});
