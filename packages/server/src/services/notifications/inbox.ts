import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { inAppNotifications } from '../../db/schema';
import { NotFoundError } from '../../domainErrors';

/** The portal's bell: a user's own in-app notifications (written by the outbox's in-app channel). */

type Row = typeof inAppNotifications.$inferSelect;
const answer = (r: Row) => ({
  id: r.id,
  title: r.title,
  body: r.body,
  href: r.href,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
});

/** The user's newest 50, and how many of all theirs are unread. */
export async function listInApp(db: Db, userId: string) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(inAppNotifications)
      .where(eq(inAppNotifications.userId, userId))
      .orderBy(desc(inAppNotifications.createdAt))
      .limit(50),
    db
      .select({ n: count() })
      .from(inAppNotifications)
      .where(and(eq(inAppNotifications.userId, userId), isNull(inAppNotifications.readAt))),
  ]);
  return { items: rows.map(answer), unreadCount: Number(unread?.n ?? 0) };
}

/** Marks one of the user's notifications read (again: no change); anyone else's answers like a missing one. */
export async function markRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(inAppNotifications)
    .where(and(eq(inAppNotifications.id, id), eq(inAppNotifications.userId, userId)));
  if (!row) throw new NotFoundError('Notification not found');
  if (row.readAt) return answer(row);
  const [read] = await db
    .update(inAppNotifications)
    .set({ readAt: new Date() })
    .where(eq(inAppNotifications.id, id))
    .returning();
  return answer(read!);
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllRead(db: Db, userId: string) {
  const rows = await db
    .update(inAppNotifications)
    .set({ readAt: new Date() })
    .where(and(eq(inAppNotifications.userId, userId), isNull(inAppNotifications.readAt)))
    .returning({ id: inAppNotifications.id });
  return { updated: rows.length };
}
