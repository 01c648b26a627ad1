import { Badge, ButtonLink, Card, DataTable, Link, type DataTableColumn } from '@lnf/ui';
import { formatDate, formatINR, planLabel } from '@lnf/sdk';
import { portalLinksFor } from '../../../content/portal-links';
import { useOrders } from '../../../data/orders';
import { useContacts, useInquiries } from '../../../data/requests';
import { useTickets } from '../../../data/tickets';
import { useAuth } from '../../../state/auth';
import { contactColumns, demoRequestColumns, orderColumns, ticketColumns, transactionColumns } from '../shared/columns';
import { NoSubscriptions } from '../shared/NoSubscriptions';
import { PortalPage, PortalSection } from '../shared/PortalPage';
import { nextPaymentOf, orderRows, subscriptionBadge, transactionRows } from '../shared/portalData';
import styles from './Dashboard.module.css';

type OrderListRow = ReturnType<typeof orderRows>[number];

/**
 * Each order's reference links to its confirmation: a real link in the row header keeps the
 * table a native, read-only `<table>` (no keyboard grid to load) and opens in a new tab too.
 */
const [orderReference, ...orderRest] = orderColumns<OrderListRow>();
const ordersColumns: DataTableColumn<OrderListRow>[] = [
  {
    ...orderReference!,
    render: (o) => <Link href={`/order-confirmation/${o.id}`}>{o.referenceId}</Link>,
  },
  ...orderRest,
];

/** The logged-in home (spec section 2): subscriptions, orders, transactions, open tickets; admins also demo requests and contacts. */
export default function Dashboard() {
  const auth = useAuth();
  const { user, isAdmin } = auth;
  const orders = useOrders(user);
  const tickets = useTickets(user);
  const inquiries = useInquiries(isAdmin);
  const contacts = useContacts(isAdmin);
  if (!user) return null;

  // A subscription runs once its order is paid; unpaid orders show in the orders table only.
  const subscriptions = (orders.data ?? [])
    .filter((o) => o.status === 'PAID' || o.status === 'CANCELLED')
    .flatMap((o) => o.subscriptions.map((s) => ({ order: o, sub: s })));
  // Open tickets: every ticket the server does not call closed (a resolved one still waits for its customer).
  const openTickets = (tickets.data ?? []).filter((t) => !t.closed);

  return (
    <PortalPage
      eyebrow="Dashboard"
      title={`Welcome, ${user.name || user.email}`}
      lead={isAdmin ? 'Your orders, and what customers asked for.' : 'Your subscriptions, orders and support tickets.'}
      actions={portalLinksFor(auth).map((link) => (
        <ButtonLink key={link.href} href={link.href} variant="secondary">
          {link.label}
        </ButtonLink>
      ))}
    >
      <PortalSection title="Subscriptions">
        {orders.isLoading ? (
          <p className={styles.Muted}>Loading subscriptions…</p>
        ) : subscriptions.length === 0 ? (
          <NoSubscriptions />
        ) : (
          <ul className={styles.Cards}>
            {subscriptions.map(({ order: o, sub }) => {
              const paid = o.payments.filter((p) => p.status === 'captured').length;
              const next = nextPaymentOf(sub, paid);
              const badge = subscriptionBadge(sub.status, paid > 0);
              return (
                <Card as="li" key={sub.id} className={styles.Subscription}>
                  <div className={styles.SubscriptionHead}>
                    <h3 className={styles.CardTitle}>{planLabel(sub.planId)}</h3>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </div>
                  <dl className={styles.Facts}>
                    <div>
                      <dt>Amount</dt>
                      <dd>
                        {formatINR(sub.amount)} every {sub.interval === 1 ? 'month' : `${sub.interval} months`}
                      </dd>
                    </div>
                    <div>
                      <dt>Next payment</dt>
                      <dd>{next ? formatDate(next) : '—'}</dd>
                    </div>
                    <div>
                      <dt>Order</dt>
                      <dd>{o.reference}</dd>
                    </div>
                  </dl>
                </Card>
              );
            })}
          </ul>
        )}
      </PortalSection>

      <PortalSection title="Orders">
        <DataTable
          aria-label="Orders"
          columns={ordersColumns}
          rows={orderRows(orders.data ?? [])}
          isLoading={orders.isLoading}
          emptyText="No orders yet."
        />
      </PortalSection>

      <PortalSection title="Transactions">
        <DataTable
          aria-label="Transactions"
          columns={transactionColumns()}
          rows={transactionRows(orders.data ?? [])}
          isLoading={orders.isLoading}
          emptyText="No payments yet."
        />
      </PortalSection>

      <PortalSection
        title="Open tickets"
        actions={
          <ButtonLink href="/customer-support" variant="ghost" size="sm">
            All tickets
          </ButtonLink>
        }
      >
        <DataTable
          aria-label="Open tickets"
          columns={ticketColumns()}
          rows={openTickets}
          getRowId={(t) => t.reference}
          isLoading={tickets.isLoading}
          emptyText="No open tickets."
        />
      </PortalSection>

      {isAdmin && (
        <>
          <PortalSection title="Demo requests">
            <DataTable
              aria-label="Demo requests"
              columns={demoRequestColumns()}
              rows={inquiries.data ?? []}
              getRowId={(r) => r.reference}
              isLoading={inquiries.isLoading}
              emptyText="No demo requests yet."
            />
          </PortalSection>
          <PortalSection title="Contacts">
            <DataTable
              aria-label="Contacts"
              columns={contactColumns()}
              rows={contacts.data ?? []}
              getRowId={(r) => r.reference}
              isLoading={contacts.isLoading}
              emptyText="No contact messages yet."
            />
          </PortalSection>
        </>
      )}
    </PortalPage>
  );
}
