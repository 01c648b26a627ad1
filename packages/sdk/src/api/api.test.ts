import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError, ResponseShapeError, type RequestSpec } from '../client';
import { decryptPassword } from '../crypto';
import { SecondFactorRequiredError } from '../errors';
import * as account from './account';
import * as analytics from './analytics';
import * as audit from './audit';
import * as backoffice from './backoffice';
import * as backofficeMoney from './backofficeMoney';
import * as backofficeStaff from './backofficeStaff';
import * as backofficeLeads from './backofficeLeads';
import * as backofficeLists from './backofficeLists';
import * as backofficeRevenue from './backofficeRevenue';
import * as billing from './billing';
import * as basket from './basket';
import * as captcha from './captcha';
import * as configuration from './configuration';
import * as customer from './customer';
import * as demo from './demo';
import * as dev from './dev';
import * as notifications from './notifications';
import * as order from './order';
import * as passkeys from './passkeys';
import * as privacy from './privacy';
import * as product from './product';
import * as secondFactor from './secondFactor';
import * as support from './support';
import * as user from './user';
import { recordingClient, sampleBasket, sampleReply, sampleTicket } from '../testing/fake';
import { accountCases } from '../testing/apiCases/account';
import { analyticsCases } from '../testing/apiCases/analytics';
import { accountsCases } from '../testing/apiCases/accounts';
import { backofficeCases } from '../testing/apiCases/backoffice';
import { backofficeMoneyCases } from '../testing/apiCases/backofficeMoney';
import { backofficeStaffCases } from '../testing/apiCases/backofficeStaff';
import { backofficeLeadsCases } from '../testing/apiCases/backofficeLeads';
import { backofficeListsCases } from '../testing/apiCases/backofficeLists';
import { backofficeRevenueCases } from '../testing/apiCases/backofficeRevenue';
import { commerceCases } from '../testing/apiCases/commerce';
import { demoCases } from '../testing/apiCases/demo';
import { notificationCases } from '../testing/apiCases/notifications';
import { passkeyCases } from '../testing/apiCases/passkeys';
import { privacyCases } from '../testing/apiCases/privacy';
import { secondFactorCases } from '../testing/apiCases/secondFactor';
import { supportCases } from '../testing/apiCases/support';
import { tokens } from '../testing/apiCases/shared';

const cases = [
  ...accountCases,
  ...accountsCases,
  ...analyticsCases,
  ...backofficeCases,
  ...backofficeMoneyCases,
  ...backofficeStaffCases,
  ...backofficeLeadsCases,
  ...backofficeListsCases,
  ...backofficeRevenueCases,
  ...commerceCases,
  ...demoCases,
  ...notificationCases,
  ...passkeyCases,
  ...privacyCases,
  ...secondFactorCases,
  ...supportCases,
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
    const modules = {
      account,
      analytics,
      audit,
      backoffice,
      backofficeMoney,
      backofficeStaff,
      backofficeLeads,
      backofficeLists,
      backofficeRevenue,
      basket,
      billing,
      captcha,
      configuration,
      customer,
      demo,
      dev,
      notifications,
      order,
      passkeys,
      privacy,
      product,
      secondFactor,
      support,
      user,
    };
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
      'support.replyWithFiles',
      'support.downloadAttachment',
      'privacy.exportData',
      'backoffice.exportCustomers',
      'backoffice.exportOrders',
      'secondFactor.disable',
      'backofficeMoney.creditNotePdf',
      'backofficeMoney.downloadCreditNote',
      'backofficeLeads.exportCsv',
    ]);
    expect(exported.filter((n) => !tested.has(n))).toEqual([]);
  });

  it('user.login turns 401 second_factor_required into a SecondFactorRequiredError with the challenge', async () => {
    const answer = {
      status: 401,
      error: 'second_factor_required',
      message: 'Enter the code',
      challenge: 'c1',
      methods: ['totp', 'recovery'],
    };
    const { client } = recordingClient(() => new Response(JSON.stringify(answer), { status: 401 }));
    const error = await user.login(client, { username: 'a@b.in', password: 'Secret#1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecondFactorRequiredError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, challenge: 'c1', methods: ['totp', 'recovery'], call: 'user.login' });
    // A wrong password stays a plain ApiError.
    const wrong = { status: 401, error: 'Unauthorized', message: 'Invalid email or password' };
    const { client: other } = recordingClient(() => new Response(JSON.stringify(wrong), { status: 401 }));
    const plain = await user.login(other, { username: 'a@b.in', password: 'x' }).catch((e: unknown) => e);
    expect(plain).toBeInstanceOf(ApiError);
    expect(plain).not.toBeInstanceOf(SecondFactorRequiredError);
  });

  it('secondFactor.disable sends the password envelope and the code or recovery code', async () => {
    const { client, last } = recordingClient(
      () => ({ message: 'The authenticator app is turned off' }),
      'client-token',
    );
    await secondFactor.disable(client, { password: 'Secret#1', code: '123456' });
    const req = last();
    expect([req.method, req.path]).toEqual(['POST', '/api/v1/lnf/account/second-factor/totp/disable']);
    const body = req.body as { password: string; code: string };
    expect(body.code).toBe('123456');
    expect(await decryptPassword(body.password)).toBe('Secret#1');
    await secondFactor.disable(client, { password: 'Secret#1', recoveryCode: 'abcde-fghjk' });
    expect(Object.keys(last().body as object).sort()).toEqual(['password', 'recoveryCode']);
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

  it('support.replyWithFiles posts multipart form data: body, internal and each file as `files`', async () => {
    const { client, last } = recordingClient(() => sampleReply, 't');
    const pdf = new File([new Uint8Array([37, 80, 68, 70, 45])], 'slip.pdf', { type: 'application/pdf' });
    const blob = new Blob(['hello']);
    const answer = await support.replyWithFiles(client, 'ref 1', {
      body: 'See attached',
      internal: true,
      files: [pdf, blob],
    });
    expect(answer).toEqual(sampleReply);
    const req = last();
    expect([req.method, req.path]).toEqual(['POST', '/api/v1/lnf/portal/support/ticket/ref%201/replies']);
    expect(req.headers['content-type']).toBeUndefined();
    expect(req.headers.authorization).toBe('Bearer t');
    const form = req.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([form.get('body'), form.get('internal')]).toEqual(['See attached', 'true']);
    const files = form.getAll('files') as File[];
    expect(files.map((f) => f.name)).toEqual(['slip.pdf', 'attachment']);
    expect(await files[1]!.text()).toBe('hello');
  });

  it('privacy.exportData answers the ZIP as a Blob', async () => {
    const { client, last } = recordingClient(
      () => new Response(new Uint8Array([80, 75, 5, 6]), { headers: { 'content-type': 'application/zip' } }),
      't',
    );
    const blob = await privacy.exportData(client);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 5, 6]));
    expect([last().method, last().path]).toEqual(['GET', '/api/v1/lnf/portal/privacy/export']);
    expect(last().headers.authorization).toBe('Bearer t');
  });

  it('backoffice.exportCustomers and exportOrders answer the CSV as a Blob', async () => {
    const csv = 'id,name\r\nc-1,Asha Rao\r\n';
    const { client, last } = recordingClient(
      () => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      't',
    );
    expect(await (await backoffice.exportCustomers(client)).text()).toBe(csv);
    expect([last().method, last().path, last().headers.accept]).toEqual([
      'GET',
      '/api/v1/lnf/backoffice/customers.csv',
      'text/csv',
    ]);
    expect(await (await backoffice.exportOrders(client)).text()).toBe(csv);
    expect([last().path, last().headers.authorization]).toEqual(['/api/v1/lnf/backoffice/orders.csv', 'Bearer t']);
  });

  it('backofficeLeads.exportCsv sends the filters and answers the CSV as a Blob', async () => {
    const csv = 'kind,reference\r\ninquiry,r-1\r\n';
    const { client, last } = recordingClient(
      () => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      't',
    );
    expect(await (await backofficeLeads.exportCsv(client, { status: 'won', kind: 'contact' })).text()).toBe(csv);
    expect([last().method, last().path, last().query, last().headers.accept]).toEqual([
      'GET',
      '/api/v1/lnf/backoffice/leads.csv',
      { status: 'won', kind: 'contact' },
      'text/csv',
    ]);
  });

  it('backofficeMoney.stepUp sends the password in the login envelope, never the password', async () => {
    const answer = { reauthenticatedAt: '2026-11-25T10:00:00.000Z', validUntil: '2026-11-25T10:05:00.000Z' };
    const { client, last } = recordingClient(() => answer, 't');
    expect(await backofficeMoney.stepUp(client, { password: 'Secret#1' })).toEqual(answer);
    const req = last();
    expect([req.method, req.path, req.headers.authorization]).toEqual([
      'POST',
      '/api/v1/lnf/backoffice/step-up',
      'Bearer t',
    ]);
    const body = req.body as { password: string };
    expect(Object.keys(body)).toEqual(['password']);
    expect(body.password).not.toContain('Secret#1');
    expect(await decryptPassword(body.password)).toBe('Secret#1');
  });

  it('backofficeMoney.creditNotePdf and downloadCreditNote answer the PDF as a Blob', async () => {
    const { client, last } = recordingClient(
      () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
      't',
    );
    const staff = await backofficeMoney.creditNotePdf(client, 'CN/26-27/000001');
    expect([last().method, last().path]).toEqual([
      'GET',
      '/api/v1/lnf/backoffice/credit-notes/CN%2F26-27%2F000001/pdf',
    ]);
    expect(new Uint8Array(await staff.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    const mine = await backofficeMoney.downloadCreditNote(client, 'CN/26-27/000001');
    expect([last().path, last().query, last().headers.authorization]).toEqual([
      '/api/v1/lnf/portal/orders/credit-note',
      { number: 'CN/26-27/000001' },
      'Bearer t',
    ]);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('support.downloadAttachment answers the file as a Blob', async () => {
    const { client, last } = recordingClient(
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
      't',
    );
    const blob = await support.downloadAttachment(client, 'a-1');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(last().path).toBe('/api/v1/lnf/portal/support/attachments/a-1');
    expect(last().headers.authorization).toBe('Bearer t');
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
