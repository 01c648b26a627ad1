import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import useSWR, { useSWRConfig } from 'swr';
import type { Order } from '@lnf/sdk';
import { customerKey } from './customer';
import { afterOrderWrite } from './afterOrderWrite';
import { orderKey, ordersKey } from './orders';
import { ticketsKey } from './tickets';

/** A page that shows what its key holds. */
function Reader({ k, fetcher }: { k: readonly unknown[]; fetcher: () => Promise<string> }) {
  const { data } = useSWR(k, fetcher, { dedupingInterval: 0 });
  return <p>{`${String(k[0])}: ${data ?? 'none'}`}</p>;
}

describe('afterOrderWrite', () => {
  afterEach(cleanup);

  it('refetches a mounted order list, forgets the unmounted ones, keeps unrelated data, and caches the written order', async () => {
    let cache: Map<string, { data?: unknown }> | undefined;
    function Cache() {
      // The test reads the cache the tree renders with.
      // eslint-disable-next-line react-hooks/globals
      cache = useSWRConfig().cache as unknown as Map<string, { data?: unknown }>;
      return null;
    }
    let orders = 'before';
    const others = [
      { k: customerKey('a@example.com'), value: 'record' },
      { k: ticketsKey('u1'), value: 'tickets' },
      { k: orderKey('o-old'), value: 'old order' },
    ];
    const page = (all: boolean) => (
      <>
        <Cache />
        <Reader k={ordersKey('u1')} fetcher={async () => orders} />
        {all && others.map((o) => <Reader key={o.value} k={o.k} fetcher={async () => o.value} />)}
      </>
    );
    // Pages that were open once (the dashboard, a receipt, the profile), then only the dashboard.
    const view = render(page(true));
    await waitFor(() => screen.getByText('order: old order'));
    await waitFor(() => screen.getByText('orders: before'));
    view.rerender(page(false));
    screen.getByText('orders: before');

    orders = 'after';
    const paid = { id: 'o-new', reference: 'LNF-1' } as unknown as Order;
    act(() => afterOrderWrite(paid));

    // The dashboard's list, mounted, is fetched again.
    await waitFor(() => screen.getByText('orders: after'));
    const data = (key: readonly unknown[]) => {
      const entry = [...cache!.entries()].find(([k]) => k.includes(JSON.stringify(key).slice(1, -1)))?.[1];
      return entry?.data;
    };
    // Lists and records no page shows now are forgotten: the next page that reads them fetches.
    expect(data(orderKey('o-old'))).toBeUndefined();
    expect(data(customerKey('a@example.com'))).toBeUndefined();
    // What an order cannot change stays.
    expect(data(ticketsKey('u1'))).toBe('tickets');
    // The order the write answered with is there for its page at once.
    expect(data(orderKey('o-new'))).toBe(paid);
  });
});
