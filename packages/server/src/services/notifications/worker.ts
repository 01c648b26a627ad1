import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { notifications } from '../../db/schema';
import { deliver, type ChannelDeps, type NotificationRow } from './channels';

/**
 * The outbox's sending side. Each instance runs one worker: on a timer and when poked (`kick`), it
 * claims due rows with `FOR UPDATE SKIP LOCKED` (several instances share the queue, never the same
 * row), sends each through its channel and marks it sent, or queues it again later, or dead.
 *
 * Delivery is at least once. A row is marked sent in its own commit right after the channel took
 * it; a process that dies between the mail server's 250 and that commit leaves the row `sending`,
 * and once its lease lapses another worker sends it again, under the same Message-ID
 * (`<id@lnf>`), which receiving systems and mail clients use to drop the copy. Nothing else sends
 * twice: a claimed row is leased, and a row already `sent` is never claimed.
 *
 * Not a job library: pg-boss and graphile-worker both need a `pg` Pool (and LISTEN/NOTIFY) over
 * the wire, which PGlite does not offer; `FOR UPDATE SKIP LOCKED` on this table runs on both.
 */

export interface OutboxOptions {
  /** How often the worker looks for due rows (LNF_OUTBOX_POLL_MS). @default 1000 */
  pollMs: number;
  /** How long a claim holds a row before another worker may take it (LNF_OUTBOX_LEASE_SECONDS). @default 120_000 */
  leaseMs: number;
  /** Rows per claim, sent concurrently. @default 10 */
  batch: number;
  /** Failures after which a row is dead. @default 8 */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles, with ±20 % jitter. @default 30_000 */
  baseDelayMs: number;
  /** The longest delay between two attempts. @default 3_600_000 */
  maxDelayMs: number;
}

export const OUTBOX_DEFAULTS: OutboxOptions = {
  pollMs: 1000,
  leaseMs: 120_000,
  batch: 10,
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
};

/** The delay before the next attempt after `failures` failures: base * 2^(failures-1), capped, ±20 %. */
export function backoffMs(
  failures: number,
  o: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>,
  random = Math.random,
) {
  const exp = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exp * (0.8 + 0.4 * random()));
}

const ms = (n: number) => sql`${Math.round(n)}::int * interval '1 millisecond'`;

/**
 * Claims up to `limit` due rows for `leaseMs`: queued ones whose time has come, and ones a worker
 * took and did not finish within its lease (a crashed instance). Locked rows are skipped, so two
 * workers claiming at once get different rows.
 */
export async function claim(db: Db, limit: number, leaseMs: number): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      or(
        and(eq(notifications.status, 'queued'), lte(notifications.nextAttemptAt, sql`now()`)),
        and(eq(notifications.status, 'sending'), lt(notifications.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(notifications.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ status: 'sending', leaseUntil: sql`now() + ${ms(leaseMs)}` })
    .where(inArray(notifications.id, due))
    .returning();
}

/**
 * PGlite's data folder belongs to one process: at its start, a row left `sending` was claimed by a
 * process that is gone, so it is due now rather than when its lease lapses.
 */
export async function releaseOrphans(db: Db): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 'queued', leaseUntil: null })
    .where(eq(notifications.status, 'sending'))
    .returning({ id: notifications.id });
  return rows.length;
}

/** One-time codes leave the row once it is done with: the table never keeps a live code longer than needed. */
const scrubbed = sql`${notifications.payload} - 'code'`;

export class OutboxWorker {
  private readonly o: OutboxOptions;
  private timer: NodeJS.Timeout | null = null;
  private active: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: ChannelDeps,
    options: Partial<OutboxOptions> = {},
    private readonly send: (deps: ChannelDeps, row: NotificationRow) => Promise<void> = deliver,
  ) {
    this.o = { ...OUTBOX_DEFAULTS, ...options };
  }

  /** Starts the timer (each tick is a kick). */
  start(): this {
    this.stopped = false;
    this.timer ??= setInterval(() => this.kick(), this.o.pollMs);
    this.timer.unref();
    return this;
  }

  /** Runs a claim-and-send pass now, or right after the one under way; never two at once. */
  kick(): void {
    if (this.stopped) return;
    if (this.active) {
      this.again = true;
      return;
    }
    this.active = this.drain()
      .catch((error: unknown) => console.error(`outbox: ${error instanceof Error ? error.message : error}`))
      .finally(() => {
        this.active = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops the timer and waits for the pass under way (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.active;
  }

  /** Claims until nothing is due (or the worker stops). */
  private async drain(): Promise<void> {
    while (!this.stopped && (await this.runOnce()) === this.o.batch);
  }

  /** One claim and its sends; answers how many rows it claimed. */
  async runOnce(): Promise<number> {
    const rows = await claim(this.deps.db, this.o.batch, this.o.leaseMs);
    await Promise.all(rows.map((row) => this.attempt(row)));
    return rows.length;
  }

  private async attempt(row: NotificationRow): Promise<void> {
    const db = this.deps.db;
    const mine = and(eq(notifications.id, row.id), eq(notifications.status, 'sending'));
    try {
      await this.send(this.deps, row);
    } catch (error) {
      const failures = row.attempts + 1;
      const dead = failures >= this.o.maxAttempts;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .update(notifications)
        .set({
          status: dead ? 'dead' : 'queued',
          attempts: failures,
          // A dead row is never tried again: its next attempt keeps when it was last tried, for staff.
          nextAttemptAt: dead ? sql`now()` : sql`now() + ${ms(backoffMs(failures, this.o))}`,
          leaseUntil: null,
          lastError: reason,
          ...(dead ? { payload: scrubbed } : {}),
        })
        .where(mine);
      if (dead) console.error(`outbox: ${row.eventKey} is dead after ${failures} attempts: ${reason}`);
      return;
    }
    await db
      .update(notifications)
      .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null, payload: scrubbed })
      .where(mine);
  }
}
