import { eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { users } from '../db/schema';
import { notifyCustomer } from './notifications/outbox';
import { isSupportStaff, supportStaffUsers, type StaffUser } from './supportStaff';

/**
 * Staff hear of what customers write: a ticket raised, or a customer's public reply, told (mail and
 * bell) to the ticket's assignee, or to every support staff user while it has none (or its
 * assignee is no longer staff). Written in the transaction of the ticket or the reply, one notice
 * per recipient: the key is the ticket or reply with the staff user's id.
 */

/** The longest part of a customer's text a notice carries (the portal has the whole of it). */
const NOTICE_BODY_CHARS = 2_000;

/** Who hears of a customer's words on a ticket with `assigneeId`. */
async function recipients(tx: Tx, assigneeId: string | null): Promise<StaffUser[]> {
  if (assigneeId) {
    const [assignee] = await tx
      .select({ id: users.id, email: users.email, groups: users.groups })
      .from(users)
      .where(eq(users.id, assigneeId));
    if (assignee && isSupportStaff(assignee)) return [{ id: assignee.id, email: assignee.email }];
  }
  return supportStaffUsers(tx);
}

/** The ticket as the notice names it. */
interface NoticeTicket {
  reference: string;
  ticketNumber: string;
  summary: string;
  assigneeId: string | null;
}

/**
 * Tells staff, in `tx`, that the customer `author` raised `ticket` (`entityId`: its reference) or
 * replied on it (`entityId`: the reply's id) with `body` and `attachments` files.
 */
export async function notifyStaffOfCustomer(
  tx: Tx,
  ticket: NoticeTicket,
  n: { kind: 'raised' | 'replied'; entityId: string; author: string; body: string; attachments: number },
): Promise<void> {
  const event = n.kind === 'raised' ? 'ticket.raised' : 'ticket.customer_replied';
  for (const staff of await recipients(tx, ticket.assigneeId))
    await notifyCustomer(
      tx,
      { email: staff.email, userId: staff.id },
      {
        event,
        // One notice per reply (or ticket) per staff member.
        entityId: `${n.entityId}/${staff.id}`,
        template: 'ticket-customer-reply',
        payload: {
          reference: ticket.reference,
          ticketNumber: ticket.ticketNumber,
          summary: ticket.summary,
          customer: n.author,
          body: n.body.slice(0, NOTICE_BODY_CHARS),
          raised: n.kind === 'raised',
          attachments: n.attachments,
        },
      },
    );
}
