import type { ApiClient } from '@lnf/sdk';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { users } from '../src/db/schema';
import { STAFF_GROUPS, type StaffRole } from '../src/services/staffRoles';
import { ADMIN, startTestServer, type TestServer } from './harness';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  client: ApiClient;
}

/** Inserts a portal customer (group /PortalGroup) straight into `users`, logs in, and gives a client. */
export async function createUser(server: TestServer, email: string, password = 'Customer-Pass-1'): Promise<TestUser> {
  const [row] = await server.services.db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      firstName: 'Test',
      lastName: email.split('@')[0]!,
      userName: email.split('@')[0]!,
      passwordHash: await hashPassword(password),
      emailVerified: true,
      groups: ['/PortalGroup'],
      realmRoles: ['USER'],
    })
    .returning({ id: users.id });
  const tokens = await server.login(email, password);
  return {
    id: row!.id,
    email: email.toLowerCase(),
    password,
    token: tokens.access_token,
    client: server.client(tokens.access_token),
  };
}

/**
 * A staff member of `role` (services/staffRoles.ts): a user whose groups are the portal's and the
 * role's (as Keycloak's groups would be), logged in. The harness runs without the staff rule, so no
 * second factor is needed.
 */
export async function createStaff(
  server: TestServer,
  email: string,
  role: StaffRole,
  password = 'Staff-Pass-2025',
): Promise<TestUser> {
  const [row] = await server.services.db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      firstName: 'Staff',
      lastName: email.split('@')[0]!,
      userName: email.split('@')[0]!,
      passwordHash: await hashPassword(password),
      emailVerified: true,
      groups: ['/PortalGroup', STAFF_GROUPS[role]],
      realmRoles: ['USER'],
    })
    .returning({ id: users.id });
  const tokens = await server.login(email, password);
  return {
    id: row!.id,
    email: email.toLowerCase(),
    password,
    token: tokens.access_token,
    client: server.client(tokens.access_token),
  };
}

/** Number of rows in a table, to show that a refused call changed nothing. */
export async function rowCount(server: TestServer, table: PgTable): Promise<number> {
  const [r] = await server.services.db.select({ n: count() }).from(table);
  return Number(r?.n ?? 0);
}

/** A raw JSON call; `body` as a string is sent verbatim (malformed JSON tests). */
export function send(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return server.raw(path, { method, headers, body });
}

/** The thrown error of a promise (fails the test when it resolves). */
export async function failure<E = Error>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error('expected the call to fail');
}

/** Asserts an error answer: its status, the error body's shape, and (part of) its message. */
export async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const json = (await res.json()) as { status: number; error: string; message: string };
  expect(json.status).toBe(status);
  expect(typeof json.error).toBe('string');
  if (typeof message === 'string') expect(json.message).toContain(message);
  else if (message) expect(json.message).toMatch(message);
  return json;
}

/** Hostile text every write must store as it came: SQL, and a script tag. */
export const SQLI = "' OR 1=1 --";
export const XSS = '<script>alert(1)</script>';

/** A test server with rate limits off, the admin's access token, and two customers A and B. */
export async function serverWithTwoCustomers(
  emailA: string,
  emailB: string,
): Promise<{ server: TestServer; admin: string; a: TestUser; b: TestUser }> {
  const server = await startTestServer({ rateLimits: false });
  const admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  return { server, admin, a: await createUser(server, emailA), b: await createUser(server, emailB) };
}
