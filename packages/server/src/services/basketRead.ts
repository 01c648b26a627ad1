import type { Db } from '../db';
import { preparedStatement, type PreparedStatement } from './preparedStatement';

/** A basket with the plan it names, as GET basket needs them. */
export interface BasketWithPlan {
  id: string;
  userId: string | null;
  plan: string;
  renewalTerm: string;
  users: number;
  subscriptionDate: string;
  /** null when no plan has the basket's plan name. */
  planRow: { name: string; sku: string; pricePaise: number; basePricePaise: number; isActive: boolean } | null;
}

// Baskets and their plans in one statement, read fresh for every request: no copy of a basket or
// a price is kept between requests, so several instances on one PostgreSQL always agree.
const SQL = `select b.id, b.user_id, b.plan, b.renewal_term, b.users, to_char(b.subscription_date, 'YYYY-MM-DD'),
  p.name, p.sku, p.price_paise, p.base_price_paise, p.is_active
from baskets b left join plans p on p.name = b.plan
where b.id = any($1::uuid[])`;

/** At most this many ids in one statement. */
const MAX_BATCH = 256;

type Waiter = { resolve: (b: BasketWithPlan | null) => void; reject: (e: unknown) => void };

/**
 * Reads baskets for concurrent requests with one prepared statement per batch, one batch at a
 * time: requests that arrive while a statement runs wait for the next one, so every request is
 * answered by a statement that started after it arrived (it sees every write acknowledged before
 * it) and nothing is remembered after the answer. At 50 connections a batch holds a few dozen
 * baskets, so the database's fixed cost per statement is shared; an idle server runs a batch of one
 * on the next turn of the event loop.
 */
class BasketReader {
  readonly #statement: PreparedStatement;
  #waiting = new Map<string, Waiter[]>();
  #running = false;
  #scheduled = false;

  constructor(db: Db) {
    this.#statement = preparedStatement(db, 'lnf_baskets_with_plans', SQL);
  }

  read(id: string): Promise<BasketWithPlan | null> {
    return new Promise((resolve, reject) => {
      const list = this.#waiting.get(id);
      if (list) list.push({ resolve, reject });
      else this.#waiting.set(id, [{ resolve, reject }]);
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#running || this.#scheduled) return;
    this.#scheduled = true;
    // After the poll phase: every request parsed in this turn of the event loop joins the batch.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#run();
    });
  }

  async #run() {
    if (this.#running || this.#waiting.size === 0) return;
    this.#running = true;
    const batch = new Map<string, Waiter[]>();
    for (const [id, waiters] of this.#waiting) {
      if (batch.size === MAX_BATCH) break;
      batch.set(id, waiters);
    }
    for (const id of batch.keys()) this.#waiting.delete(id);
    try {
      const rows = await this.#statement.run([`{${[...batch.keys()].join(',')}}`]);
      const found = new Map<string, BasketWithPlan>();
      for (const r of rows) {
        const b = fromRow(r);
        found.set(b.id, b);
      }
      for (const [id, waiters] of batch) {
        // Each request its own object: a handler may not see another's changes.
        for (const w of waiters) {
          const b = found.get(id.toLowerCase());
          w.resolve(b ? { ...b, planRow: b.planRow && { ...b.planRow } } : null);
        }
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    } finally {
      this.#running = false;
      if (this.#waiting.size) this.#schedule();
    }
  }
}

function fromRow(r: (string | null)[]): BasketWithPlan {
  const [id, userId, plan, renewalTerm, users, subscriptionDate, name, sku, price, basePrice, active] = r;
  return {
    id: id!,
    userId,
    plan: plan!,
    renewalTerm: renewalTerm!,
    users: Number(users),
    subscriptionDate: subscriptionDate!,
    planRow:
      name === null
        ? null
        : {
            name: name!,
            sku: sku!,
            pricePaise: Number(price),
            basePricePaise: Number(basePrice),
            isActive: active === 't',
          },
  };
}

const readers = new WeakMap<Db, BasketReader>();

/**
 * A basket and its plan, null when there is no basket with this id (a UUID, checked by the
 * caller). One prepared statement, shared with the requests that arrive at the same moment.
 */
export function readBasketWithPlan(db: Db, id: string): Promise<BasketWithPlan | null> {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new BasketReader(db)));
  return reader.read(id);
}
