import { describe, expect, it } from 'vitest';

/**
 * Every swr key of the app is built by one function in this folder (`…Key`), beside its resource's
 * hook. Two resources, or two users, under one key would show one's data as the other's; a resource
 * spread over two roots would escape `afterOrderWrite` and `clearServerData`, which match by root.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Two sets of arguments for each key builder: two users, two ids, two queries. */
const ARGS: Record<string, [unknown[], unknown[]]> = {
  accountSessionsKey: [['u1'], ['u2']],
  secondFactorKey: [['u1'], ['u2']],
  passkeysKey: [['u1'], ['u2']],
  auditEntryKey: [['e1'], ['e2']],
  backofficeSearchKey: [['asha'], ['ravi']],
  backofficeCustomersKey: [[{ limit: 25 }], [{ limit: 25, after: 'cursor-2' }]],
  backofficeLeadsKey: [[{ limit: 25 }], [{ limit: 25, status: 'won' }]],
  backofficeRecordsKey: [
    ['orders', { limit: 25 }],
    ['payments', { limit: 25 }],
  ],
  backofficeLeadNotesKey: [
    ['inquiry', 'r1'],
    ['contact', 'r1'],
  ],
  backofficeStaffKey: [[], []],
  backofficeRevenueKey: [[12], [24]],
  backofficeFunnelKey: [[12], [26]],
  customer360Key: [['c1'], ['c2']],
  demoSlotsKey: [[], []],
  demoBookingKey: [['m1'], ['m2']],
  backofficeDemoAvailabilityKey: [[], []],
  backofficeDemoBookingsKey: [[], []],
  auditLogsKey: [
    [{ page: 1, sortBy: 'time', sortOrder: 'desc' }],
    [{ page: 2, sortBy: 'time', sortOrder: 'desc', search: 'module:order' }],
  ],
  basketKey: [
    ['b1', 'u1'],
    ['b1', 'u2'],
  ],
  contactsKey: [[], []],
  customerKey: [['a@example.com'], ['b@example.com']],
  inquiriesKey: [[], []],
  notificationsKey: [['u1'], ['u2']],
  orderKey: [['o1'], ['o2']],
  ordersKey: [['u1'], ['u2']],
  signInHistoryKey: [
    ['u1', 1],
    ['u2', 1],
  ],
  plansKey: [['LNF-IND'], ['LNF-OTHER']],
  productConfigurationKey: [[], []],
  subscriptionsKey: [['u1'], ['u2']],
  supportConfigurationKey: [[], []],
  supportQueueKey: [[], []],
  ticketRepliesKey: [['r1'], ['r2']],
  ticketsKey: [['u1'], ['u2']],
  undeliveredNotificationsKey: [[], []],
  privacyRequestsKey: [[], []],
  privacyCentreKey: [
    ['u1', 'consents'],
    ['u2', 'consents'],
  ],
};

/** Resources that are not a user's own: the same for everyone who may read them. */
const SHARED = new Set([
  'contactsKey',
  'inquiriesKey',
  'productConfigurationKey',
  'supportConfigurationKey',
  'supportQueueKey',
  'undeliveredNotificationsKey',
  'privacyRequestsKey',
  'backofficeStaffKey',
  'backofficeLeadsKey',
  'backofficeRecordsKey',
  'backofficeRevenueKey',
  'backofficeFunnelKey',
  'demoSlotsKey',
  'backofficeDemoAvailabilityKey',
  'backofficeDemoBookingsKey',
]);

type KeyBuilder = (...args: unknown[]) => readonly unknown[];
const builders = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Key') && typeof value === 'function')
    .map(([name, value]) => ({ file, name, build: value as KeyBuilder })),
);

describe('cache keys', () => {
  it('are all known here, so a new one is checked too', () => {
    expect(builders.map((b) => b.name).sort()).toEqual(Object.keys(ARGS).sort());
  });

  it('never coincide across resources', () => {
    const seen = new Map<string, string>();
    for (const { name, build } of builders) {
      for (const args of new Set(ARGS[name]!.map((a) => JSON.stringify(build(...a))))) {
        expect(seen.get(args), `${name} and ${seen.get(args)} share ${args}`).toBeUndefined();
        seen.set(args, name);
      }
    }
  });

  it("keep one user's, or one id's, data apart from another's", () => {
    for (const { name, build } of builders) {
      if (SHARED.has(name)) continue;
      const [a, b] = ARGS[name]!;
      expect(build(...a!), name).not.toEqual(build(...b!));
    }
  });

  it('start with a root of their own module, which no other module uses', () => {
    const owner = new Map<unknown, string>();
    for (const { file, name, build } of builders) {
      const root = build(...ARGS[name]![0])[0];
      expect(typeof root, name).toBe('string');
      expect(owner.get(root) ?? file, `${name}: '${String(root)}' belongs to ${owner.get(root)}`).toBe(file);
      owner.set(root, file);
    }
  });

  it("of a customer's record do not depend on how the email is written", () => {
    const { customerKey } = modules['./customer.ts'] as { customerKey: KeyBuilder };
    expect(customerKey('Asha@Example.com')).toEqual(customerKey('asha@example.com'));
  });
});
