import { eq } from 'drizzle-orm';
import type { Principal, TokenService } from '../auth/tokens';
import { ADMIN_GROUP } from '../auth/tokens';
import type { Db } from '../db';
import { users } from '../db/schema';
import { ConflictError, ForbiddenError, InvalidError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import type { CustomerRow } from './customer';
import { staffRole } from './staffRoles';

/**
 * Viewing the portal as a customer: support staff see what the customer sees, to help them with
 * it. The staff member gets an access token of the customer's account for 15 minutes (no refresh
 * token), whose `act` claim names them (RFC 8693 section 4.1); authenticate (http/context.ts)
 * refuses every call with it that is not a read, and every staff page. Each token is audited
 * with the staff member as actor, the customer as key, and the reason they gave.
 */

export interface ViewAsDeps {
  db: Db;
  tokens: TokenService;
  audit: AuditWriter;
}

/** `POST backoffice/customers/{id}/view-as`. */
export async function viewAsCustomer(deps: ViewAsDeps, staff: Principal, customer: CustomerRow, given: string) {
  const reason = given.trim();
  if (reason.length < 3) throw new InvalidError('Say why you are viewing as this customer (3 characters at least)');
  if (reason.includes('\0')) throw new InvalidError('The reason cannot contain a NUL character');
  const [user] = customer.userId
    ? await deps.db.select().from(users).where(eq(users.id, customer.userId)).limit(1)
    : [];
  if (!user) throw new ConflictError('This customer has no portal account, so there is nothing to view as them');
  if (user.erasedAt) throw new ConflictError("This customer's account was erased, so there is nothing to view as them");
  // Staff act as themselves: a token of a staff account would carry its permissions.
  if (staffRole(user) !== null || user.groups.includes(ADMIN_GROUP)) {
    await deps.audit({
      module: 'backoffice',
      action: AUDIT_ACTIONS.VIEW_AS_CUSTOMER,
      key: customer.id,
      outcome: 'FAILURE',
      detail: 'a staff account',
      data: { customerId: customer.id, reason },
    });
    throw new ForbiddenError('A staff account cannot be viewed as a customer');
  }
  const { accessToken, expiresAt } = await deps.tokens.issueViewAs(user, { userId: staff.userId, email: staff.email });
  await deps.audit({
    module: 'backoffice',
    action: AUDIT_ACTIONS.VIEW_AS_CUSTOMER,
    key: customer.id,
    outcome: 'SUCCESS',
    detail: user.email,
    data: { customerId: customer.id, userId: user.id, reason, expiresAt: expiresAt.toISOString() },
  });
  return {
    accessToken,
    expiresAt: expiresAt.toISOString(),
    customer: { id: customer.id, email: customer.email, name: customer.name },
  };
}
