import { basket, customer, order, support } from '@lnf/sdk';
import { count, desc, gt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { BILLING_ADDRESS, orderRequest } from './orders';

/**
 * Bad input to every endpoint: malformed JSON, wrong types, missing and unknown fields,
 * oversized bodies, unknown enum values, SQL- and script-looking strings in every path and query
 * parameter. Every answer must be a 4xx with a JSON `{status, error, message}`, never a 5xx, and
 * no table may gain or lose a row.
 */
let server: TestServer;
let token: string;
const fx = {} as {
  basketId: string;
  orderId: string;
  customerId: string;
  addressId: string;
  ticketRef: string;
  ticketNumber: string;
  subscriptionId: string;
};
const SQL = "' OR 1=1; DROP TABLE users; --";
const SCRIPT = '<script>alert(1)</script>';
const q = encodeURIComponent;

interface Case {
  name: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

const bodyRoutes = (): [string, string, Record<string, unknown>][] => [
  ['POST', '/api/v1/lnf/user/login', { username: ADMIN.email, password: 'x' }],
  [
    'POST',
    '/api/v1/lnf/user/create',
    { email: 'a@b.in', password: 'x', firstName: 'A', lastName: 'B', userName: 'ab', groups: [], realmRoles: [] },
  ],
  ['POST', '/api/v1/lnf/portal/basket', { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 }],
  ['PUT', `/api/v1/lnf/portal/basket/${fx.basketId}`, { users: 3 }],
  ['POST', '/api/v1/lnf/portal/orders', { basketId: fx.basketId }],
  ['POST', '/api/v1/lnf/portal/orders/payment/test-checkout', { subscriptionId: fx.subscriptionId }],
  ['PUT', `/api/v1/lnf/portal/customer/${fx.customerId}/address/${fx.addressId}`, { addressLine1: 'x' }],
  ['POST', '/api/v1/lnf/portal/customer/inquiry', { firstName: 'Meera' }],
  ['POST', '/api/v1/lnf/portal/customer/contact', { firstName: 'Kiran' }],
  ['POST', '/api/v1/lnf/portal/customer/brochure?type=lnf-books', { name: 'Ravi' }],
  ['PUT', `/api/v1/lnf/portal/support/ticket/${fx.ticketNumber}`, { priority: 'High' }],
  ['PATCH', `/api/v1/lnf/portal/support/${fx.ticketRef}`, { status: 'Closed' }],
];

function cases(): Case[] {
  const out: Case[] = [];
  for (const [method, path, sample] of bodyRoutes()) {
    const wrongTypes = Object.fromEntries(Object.keys(sample).map((k) => [k, { $ne: null }]));
    out.push(
      { name: 'malformed JSON', method, path, body: '{"users": 3,' },
      { name: 'a JSON array', method, path, body: '[1,2,3]' },
      { name: 'a JSON string', method, path, body: '"hello"' },
      { name: 'wrong types', method, path, body: JSON.stringify(wrongTypes) },
      {
        name: 'an unknown field',
        method,
        path,
        body: JSON.stringify({ ...sample, isAdmin: true, __proto__: { polluted: true } }),
      },
      { name: 'form data', method, path, body: 'users=3', contentType: 'application/x-www-form-urlencoded' },
      { name: 'an oversized body', method, path, body: JSON.stringify({ ...sample, padding: 'x'.repeat(70 * 1024) }) },
      {
        name: 'script and SQL in every field',
        method,
        path,
        body: JSON.stringify(Object.fromEntries(Object.keys(sample).map((k, i) => [k, i % 2 ? SQL : SCRIPT]))),
      },
    );
  }
  const add = (name: string, method: string, path: string, body?: unknown) =>
    out.push({ name, method, path, body: body === undefined ? undefined : JSON.stringify(body) });
  // Unknown enum values.
  add('renewalTerm WEEKLY', 'POST', '/api/v1/lnf/portal/basket', {
    plan: 'hr_essential',
    renewalTerm: 'WEEKLY',
    users: 2,
  });
  add('plan not on the price list', 'POST', '/api/v1/lnf/portal/basket', {
    plan: 'hr_platinum',
    renewalTerm: 'MONTHLY',
    users: 2,
  });
  add('users beyond the allowance', 'POST', '/api/v1/lnf/portal/basket', {
    plan: 'hr_essential',
    renewalTerm: 'MONTHLY',
    users: 11,
  });
  add('users negative', 'POST', '/api/v1/lnf/portal/basket', {
    plan: 'hr_essential',
    renewalTerm: 'MONTHLY',
    users: -1,
  });
  add('a date in the past', 'POST', '/api/v1/lnf/portal/basket', {
    plan: 'hr_essential',
    renewalTerm: 'MONTHLY',
    users: 2,
    subscriptionDate: '2001-01-01',
  });
  add('an impossible date', 'POST', '/api/v1/lnf/portal/basket', {
    plan: 'hr_essential',
    renewalTerm: 'MONTHLY',
    users: 2,
    subscriptionDate: '2030-02-31',
  });
  add('ticket status Teleported', 'PATCH', `/api/v1/lnf/portal/support/${fx.ticketRef}`, { status: 'Teleported' });
  const pigeon = orderRequest(fx.basketId, 'a@b.in');
  add('communication CARRIER_PIGEON', 'POST', '/api/v1/lnf/portal/orders', {
    ...pigeon,
    customer: { ...pigeon.customer, communication: 'CARRIER_PIGEON' },
  });
  add('address type Secret', 'PUT', `/api/v1/lnf/portal/customer/${fx.customerId}/address/${fx.addressId}`, {
    ...BILLING_ADDRESS,
    type: 'Secret',
  });
  // Query strings.
  for (const bad of [SQL, SCRIPT, '']) {
    add(
      `issue type ${bad || 'empty'}`,
      'POST',
      `/api/v1/lnf/portal/support/ticket?projectKey=LNF&reporterName=Customer&priorityName=High&issueTypeName=${q(bad)}&labels=billing&summary=Broken&description=${q('Something is broken here')}`,
    );
    add(
      `project key ${bad || 'empty'}`,
      'POST',
      `/api/v1/lnf/portal/support/ticket?projectKey=${q(bad)}&reporterName=Customer&priorityName=High&issueTypeName=Bug&labels=billing&summary=Broken&description=${q('Something is broken here')}`,
    );
    add(`OTP email ${bad || 'empty'}`, 'POST', `/api/v1/lnf/user/portal/otp?email=${q(bad)}`);
    add(
      `OTP code ${bad || 'empty'}`,
      'POST',
      `/api/v1/lnf/user/reset-password/otp/validate?email=a@b.in&otp=${q(bad)}`,
    );
    add(
      `new password email ${bad || 'empty'}`,
      'POST',
      `/api/v1/lnf/user/reset-password/otp/update?email=${q(bad)}&newPwd=Abcdef1&confirmPwd=Abcdef1`,
    );
    add(
      `payment ids ${bad || 'empty'}`,
      'POST',
      `/api/v1/lnf/portal/orders/payment/subscription?subscriptionId=${q(bad)}&paymentId=${q(bad)}&signature=${q(bad)}`,
    );
    add(`receipt order ${bad || 'empty'}`, 'GET', `/api/v1/lnf/portal/orders/receipt?orderId=${q(bad)}`);
    add(
      `captcha token ${bad || 'empty'}`,
      'POST',
      `/api/v1/lnf/portal/customer/recaptcha/verify?recaptchaToken=${q(bad)}`,
    );
    add(`brochure type ${bad || 'empty'}`, 'POST', `/api/v1/lnf/portal/customer/brochure?type=${q(bad)}`, {
      name: 'Ravi Teja',
      email: 'ravi@example.in',
      mobile: '9876543210',
      company: 'Teja Foods',
    });
    add(`configuration service ${bad || 'empty'}`, 'GET', `/api/v3/lnf/configurations?serviceName=${q(bad)}`);
    add(`audit paging ${bad || 'empty'}`, 'GET', `/api/v1/lnf/audit-logs/date-range?page=${q(bad)}&size=10`);
    add(
      `audit sort ${bad || 'empty'}`,
      'GET',
      `/api/v1/lnf/audit-logs/date-range?page=0&size=10&sortBy=${q(bad || 'password')}`,
    );
    add(
      `audit search ${bad || 'empty'}`,
      'GET',
      `/api/v1/lnf/audit-logs/date-range?page=0&size=10&search=${q(bad ? `module:${bad},password:${bad}` : ':')}`,
    );
  }
  add('audit page size 10000', 'GET', '/api/v1/lnf/audit-logs/date-range?page=0&size=10000');
  add('audit from not a date', 'GET', '/api/v1/lnf/audit-logs/date-range?page=0&size=10&from=yesterday');
  add('refresh without header', 'POST', '/api/v1/lnf/user/refresh');
  add('refresh with a forged token', 'POST', '/api/v1/lnf/user/refresh');
  // Path parameters.
  for (const bad of [SQL, SCRIPT]) {
    const p = q(bad);
    add(`plan type ${bad}`, 'GET', `/api/v1/lnf/portal/product/${p}`);
    add(`basket id ${bad}`, 'GET', `/api/v1/lnf/portal/basket/${p}`);
    add(`basket id ${bad} on update`, 'PUT', `/api/v1/lnf/portal/basket/${p}`, { users: 3 });
    add(`customer email ${bad}`, 'GET', `/api/v1/lnf/portal/customer/email/${p}`);
    add(`customer id ${bad}`, 'PUT', `/api/v1/lnf/portal/customer/${p}/address/${p}`, BILLING_ADDRESS);
    add(`brochure file ${bad}`, 'GET', `/api/v1/lnf/portal/customer/brochure/${p}.pdf`);
    add(`ticket id ${bad}`, 'GET', `/api/v1/lnf/portal/support/ticket/${p}`);
    add(`ticket number ${bad}`, 'PUT', `/api/v1/lnf/portal/support/ticket/${p}`, { summary: 'Changed summary' });
    add(`ticket reference ${bad}`, 'PATCH', `/api/v1/lnf/portal/support/${p}`, { status: 'Closed' });
    add(`audit id ${bad}`, 'GET', `/api/v1/lnf/audit-logs/${p}`);
    add(`attachment id ${bad}`, 'GET', `/api/v1/lnf/portal/support/attachments/${p}`);
  }
  // Replies with files (multipart/form-data): broken forms and files that are refused.
  const replies = `/api/v1/lnf/portal/support/ticket/${fx.ticketRef}/replies`;
  const form = (name: string, body: string, contentType = 'multipart/form-data; boundary=zz') =>
    out.push({ name, method: 'POST', path: replies, body, contentType });
  const part = (disposition: string, content: string) =>
    `--zz\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;
  form('multipart without a boundary', `${part('name="body"', 'hi')}--zz--\r\n`, 'multipart/form-data');
  form('a multipart body cut short', `--zz\r\nContent-Disposition: form-data; name="body"\r\n\r\nhi`);
  form('a multipart body with no parts', '--zz--\r\n');
  for (const bad of [SQL, SCRIPT, '../../etc/passwd']) {
    form(
      `an executable named ${bad}.pdf`,
      `${part('name="body"', 'See attached')}${part(`name="files"; filename="${bad}.pdf"`, 'MZ\u0090\u0000\u0003')}--zz--\r\n`,
    );
    form(
      `an empty file named ${bad}`,
      `${part('name="body"', 'x')}${part(`name="files"; filename="${bad}"`, '')}--zz--\r\n`,
    );
    form(`a field named ${bad}`, `${part('name="body"', 'x')}${part(`name="${bad}"`, 'y')}--zz--\r\n`);
  }
  return out;
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    const [row] = await server.services.db.select({ n: count() }).from(table as PgTable);
    out[name] = Number(row?.n ?? 0);
  }
  return out;
}

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  const admin = server.client(token);
  const b = await basket.create(admin, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  fx.basketId = b.id;
  const placed = await order.place(admin, orderRequest(b.id, ADMIN.email));
  fx.orderId = placed.orderId;
  fx.subscriptionId = placed.subscriptionId!;
  const record = await customer.getByEmail(admin, ADMIN.email);
  fx.customerId = record.id;
  fx.addressId = record.addresses[0]!.id!;
  const t = await support.raiseTicket(admin, {
    projectKey: 'LNF',
    reporterName: 'Customer',
    priorityName: 'High',
    issueTypeName: 'Bug',
    labels: ['billing'],
    summary: 'Broken',
    description: 'Something is broken here',
  });
  fx.ticketRef = t.reference;
  fx.ticketNumber = t.ticketNumber;
});
afterAll(() => server?.stop());

describe('bad input', () => {
  it('answers every case with a clear 4xx and changes nothing', async () => {
    const before = await counts();
    const [last] = await server.services.db
      .select({ id: schema.auditLogs.id })
      .from(schema.auditLogs)
      .orderBy(desc(schema.auditLogs.id))
      .limit(1);
    const lastAuditId = last?.id ?? 0;
    const failures: string[] = [];
    const all = cases();
    for (const c of all) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (c.body !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
      if (c.name === 'refresh with a forged token')
        headers.refreshToken = 'eyJhbGciOiJub25lIn0.eyJ0eXAiOiJSZWZyZXNoIn0.';
      const res = await server.raw(c.path, { method: c.method, headers, body: c.body });
      const text = await res.text();
      let json: { status?: number; error?: string; message?: string } = {};
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON: `ok` below fails the case.
      }
      const ok =
        res.status >= 400 &&
        res.status < 500 &&
        json.status === res.status &&
        typeof json.error === 'string' &&
        typeof json.message === 'string' &&
        json.message.length > 0;
      if (!ok) failures.push(`${c.method} ${c.path.slice(0, 90)} [${c.name}] -> ${res.status} ${text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThan(150);
    // Rejected attempts that got past validation (a wrong captcha, an unknown OTP) are security
    // events and leave an audit row marked FAILURE; nothing else may change.
    const after = await counts();
    const audits = await server.services.db.select().from(schema.auditLogs).where(gt(schema.auditLogs.id, lastAuditId));
    expect(audits.filter((a) => a.outcome !== 'FAILURE').map((a) => `${a.module} ${a.action}`)).toEqual([]);
    // Rate-limit counters (rate_limits) count refused calls too: that is what they are for.
    expect({ ...after, auditLogs: 0, rateLimits: 0 }).toEqual({ ...before, auditLogs: 0, rateLimits: 0 });
  });

  it('marks every API answer no-store and keeps its body: JSON, errors and files alike', async () => {
    const answers = [
      ['/api/health', /^application\/json/],
      ['/api/v1/lnf/portal/product/LNF-IND', /^application\/json/],
      ['/api/v1/lnf/portal/basket/00000000-0000-4000-8000-000000000000', /^application\/json/],
      ['/api/v1/lnf/portal/customer/brochure/lnf-books.pdf', /^application\/pdf/],
    ] as const;
    for (const [path, type] of answers) {
      const res = await server.raw(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-type'), path).toMatch(type);
      const body = new Uint8Array(await res.arrayBuffer());
      if (type.source.includes('json')) expect(() => JSON.parse(new TextDecoder().decode(body)), path).not.toThrow();
      else expect(new TextDecoder().decode(body.slice(0, 5)), path).toBe('%PDF-');
    }
  });

  it('never echoes a script tag as HTML', async () => {
    const res = await server.raw(`/api/v1/lnf/portal/product/${q(SCRIPT)}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
