import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import {
  AUDIT_OUTCOMES,
  formatDate,
  formatINR,
  INVOICE_KINDS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
  TICKET_STATUSES,
  type BackofficeAuditRow,
  type BackofficeInvoiceRow,
  type BackofficeList,
  type BackofficeListFilters,
  type BackofficeOrderRow,
  type BackofficePaymentRow,
  type BackofficeSubscriptionRow,
  type BackofficeTicketRow,
} from '@lnf/sdk';
import {
  Button,
  DataTable,
  FilterBar,
  Link,
  Pagination,
  NativeSelect,
  Tab,
  TextField,
  TabList,
  TabPanel,
  Tabs,
  type DataTableColumn,
  type DataTableProps,
  type FilterBarItem,
} from '@lnf/ui';
import { useCustomer360 } from '../../data/backoffice';
import { exportRecords, useBackofficeRecords } from '../../data/backofficeRecords';
import { useAuth } from '../../state/auth';
import { PortalPage } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';
import styles from './Backoffice.module.css';

// The date range's segments, calendar and date library load after the list, as the order form's
// ComboBox does: the first paint needs the table, not the picker.
const RecordDates = lazy(() => import('./RecordDates'));

type Sort = NonNullable<DataTableProps<unknown>['sortDescriptor']>;

/** One list as the page shows it: its tab, columns (the sortable ones are the server's sorts), statuses and row id. */
interface View<R> {
  id: BackofficeList;
  label: string;
  columns: DataTableColumn<R>[];
  /** The server's order of a new visit: the list's date, newest first. */
  sort: string;
  statuses?: readonly string[];
  /** The invoices list shows tax invoices or credit notes. */
  kinds?: readonly string[];
  rowId: (row: R) => string;
}

const viewOf = <R,>(v: View<R>) => v as unknown as View<unknown>;
const date = (iso: string | null) => (iso ? formatDate(iso) : '—');
/** A status as people read it: 'PENDING_PAYMENT' and 'pending payment' both read 'Pending payment'. */
const label = (status: string) => {
  const words = status.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
/** A record's name, linked to its customer's page when the record has one. */
const toCustomer = (customerId: string | null, text: string) =>
  customerId ? <Link href={`/backoffice/customers/${customerId}`}>{text}</Link> : text;

const KIND_LABELS: Record<string, string> = { invoice: 'Tax invoices', creditNote: 'Credit notes' };

const VIEWS: View<unknown>[] = [
  viewOf<BackofficeOrderRow>({
    id: 'orders',
    label: 'Orders',
    sort: 'dateOrdered',
    statuses: ORDER_STATUSES,
    rowId: (r) => r.id,
    columns: [
      { id: 'reference', name: 'Order', isRowHeader: true, render: (r) => toCustomer(r.customerId, r.reference) },
      { id: 'dateOrdered', name: 'Ordered', allowsSorting: true, render: (r) => date(r.dateOrdered) },
      { id: 'status', name: 'Status', render: (r) => label(r.status) },
      { id: 'name', name: 'Buyer', wrap: true, render: (r) => r.name || r.email },
      { id: 'total', name: 'Total', allowsSorting: true, align: 'end', render: (r) => formatINR(r.total) },
    ],
  }),
  viewOf<BackofficePaymentRow>({
    id: 'payments',
    label: 'Payments',
    sort: 'createdAt',
    statuses: PAYMENT_STATUSES,
    rowId: (r) => r.id,
    columns: [
      {
        id: 'transactionId',
        name: 'Payment',
        isRowHeader: true,
        render: (r) => toCustomer(r.customerId, r.transactionId),
      },
      { id: 'createdAt', name: 'Paid', allowsSorting: true, render: (r) => date(r.createdAt) },
      { id: 'status', name: 'Status', render: (r) => label(r.status) },
      { id: 'orderReference', name: 'Order' },
      { id: 'amount', name: 'Amount', allowsSorting: true, align: 'end', render: (r) => formatINR(r.amount) },
    ],
  }),
  viewOf<BackofficeSubscriptionRow>({
    id: 'subscriptions',
    label: 'Subscriptions',
    sort: 'createdAt',
    statuses: SUBSCRIPTION_STATUSES,
    rowId: (r) => r.id,
    columns: [
      { id: 'id', name: 'Subscription', isRowHeader: true, render: (r) => toCustomer(r.customerId, r.id) },
      { id: 'createdAt', name: 'Started', allowsSorting: true, render: (r) => date(r.createdAt) },
      { id: 'status', name: 'Status', render: (r) => label(r.status) },
      { id: 'planLabel', name: 'Plan', wrap: true },
      { id: 'currentEnd', name: 'Period ends', render: (r) => date(r.currentEnd) },
      { id: 'amount', name: 'Renews at', allowsSorting: true, align: 'end', render: (r) => formatINR(r.amount) },
    ],
  }),
  viewOf<BackofficeInvoiceRow>({
    id: 'invoices',
    label: 'Invoices',
    sort: 'issuedAt',
    kinds: INVOICE_KINDS,
    rowId: (r) => r.number,
    columns: [
      { id: 'number', name: 'Number', isRowHeader: true, render: (r) => toCustomer(r.customerId, r.number) },
      { id: 'issuedAt', name: 'Issued', allowsSorting: true, render: (r) => date(r.issuedAt) },
      { id: 'buyerName', name: 'Buyer', wrap: true },
      { id: 'orderReference', name: 'Order' },
      { id: 'total', name: 'Total', allowsSorting: true, align: 'end', render: (r) => formatINR(r.total) },
    ],
  }),
  viewOf<BackofficeTicketRow>({
    id: 'tickets',
    label: 'Tickets',
    sort: 'createdAt',
    statuses: TICKET_STATUSES,
    rowId: (r) => r.reference,
    columns: [
      { id: 'number', name: 'Ticket', isRowHeader: true, render: (r) => toCustomer(r.customerId, r.number) },
      { id: 'title', name: 'Title', wrap: true },
      { id: 'status', name: 'Status', render: (r) => label(r.status) },
      { id: 'createdAt', name: 'Raised', allowsSorting: true, render: (r) => date(r.createdAt) },
      { id: 'updatedAt', name: 'Last moved', allowsSorting: true, render: (r) => date(r.updatedAt) },
    ],
  }),
  viewOf<BackofficeAuditRow>({
    id: 'audit-logs',
    label: 'Audit logs',
    sort: 'time',
    statuses: AUDIT_OUTCOMES,
    rowId: (r) => r.id,
    columns: [
      { id: 'action', name: 'Action', isRowHeader: true },
      { id: 'time', name: 'When', allowsSorting: true, render: (r) => date(r.time) },
      { id: 'actor', name: 'Who', wrap: true },
      { id: 'module', name: 'Module' },
      { id: 'key', name: 'Key', wrap: true },
      { id: 'outcome', name: 'Outcome', render: (r) => label(r.outcome) },
    ],
  }),
];

const ALL = 'all';
const LIMIT = 25;

interface Filters {
  status?: string;
  kind?: string;
  from?: string;
  to?: string;
  /** A customer's id: their records only (from the customer page's 'Their records'). */
  customer?: string;
  /** Audit logs: exact module, action and actor (an email). */
  module?: string;
  action?: string;
  actor?: string;
}

/** The audit logs' exact-match text filters, with what their tags say. */
const AUDIT_TEXT = [
  { id: 'module', label: 'Module' },
  { id: 'action', label: 'Action' },
  { id: 'actor', label: 'Actor (email)' },
] as const;

/**
 * A text filter applied when the person presses Enter or leaves the field, not on each key: each
 * is an exact match, so a half-typed word would only empty the list.
 */
function TextFilter({ label, value, onApply }: { label: string; value?: string; onApply: (v?: string) => void }) {
  const [text, setText] = useState(value ?? '');
  // The bar's tag removed it (or Clear all): the field empties too.
  const [shownFrom, setShownFrom] = useState(value);
  if (shownFrom !== value) {
    setShownFrom(value);
    setText(value ?? '');
  }
  const apply = () => {
    const next = text.trim() || undefined;
    if (next !== value) onApply(next);
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={setText}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

/** One list: its filters, its sortable headers, a page at a time by cursor, and its CSV. */
function RecordList({
  view: v,
  customer,
  customerName,
}: {
  view: View<unknown>;
  customer?: string;
  customerName?: string;
}) {
  const [filters, setFilters] = useState<Filters>(customer ? { customer } : {});
  const [sort, setSort] = useState<Sort>({ column: v.sort, direction: 'descending' });
  // The cursors of the pages before this one, so Previous can go back a page.
  const [cursors, setCursors] = useState<string[]>([]);
  const asked = {
    ...filters,
    sort: String(sort.column),
    direction: sort.direction === 'ascending' ? 'asc' : 'desc',
  } as BackofficeListFilters;
  const list = useBackofficeRecords<unknown>(v.id, {
    ...asked,
    limit: LIMIT,
    ...(cursors.length ? { after: cursors.at(-1) } : {}),
  });

  const change = (next: Filters) => {
    setCursors([]);
    setFilters(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)));
  };
  const pick = (id: 'status' | 'kind', value: string | undefined) => {
    const { [id]: _gone, ...rest } = filters;
    change(value && value !== ALL ? { ...rest, [id]: value } : rest);
  };
  const applied: FilterBarItem[] = [
    ...(filters.status ? [{ id: 'status', label: `Status: ${label(filters.status)}` }] : []),
    ...(filters.kind ? [{ id: 'kind', label: KIND_LABELS[filters.kind] ?? filters.kind }] : []),
    ...(filters.from ? [{ id: 'dates', label: `${formatDate(filters.from)} to ${formatDate(filters.to!)}` }] : []),
    ...(filters.customer
      ? [
          {
            id: 'customer',
            label: `Customer: ${filters.customer === customer ? (customerName ?? 'loading…') : filters.customer}`,
          },
        ]
      : []),
    ...AUDIT_TEXT.flatMap((f) => (filters[f.id] ? [{ id: f.id, label: `${f.label}: ${filters[f.id]}` }] : [])),
  ];

  return (
    <>
      <FilterBar
        items={applied}
        onRemove={(ids) => {
          let next = { ...filters };
          for (const id of ids) {
            if (id === 'dates') next = { ...next, from: undefined, to: undefined };
            else next = { ...next, [id]: undefined };
          }
          change(next);
        }}
        onClearAll={() => change({})}
      >
        <div className={styles.Row}>
          {v.statuses && (
            <NativeSelect
              label="Status"
              items={[{ id: ALL, label: 'All statuses' }, ...v.statuses.map((s) => ({ id: s, label: label(s) }))]}
              value={filters.status ?? ALL}
              onChange={(key) => pick('status', key || undefined)}
            />
          )}
          {v.kinds && (
            <NativeSelect
              label="Kind"
              items={v.kinds.map((k) => ({ id: k, label: KIND_LABELS[k] ?? k }))}
              value={filters.kind ?? v.kinds[0]!}
              onChange={(key) => pick('kind', key && key !== v.kinds![0] ? key : undefined)}
            />
          )}
          {v.id === 'audit-logs' &&
            AUDIT_TEXT.map((f) => (
              <TextFilter
                key={f.id}
                label={f.label}
                value={filters[f.id]}
                onApply={(value) => change({ ...filters, [f.id]: value })}
              />
            ))}
          <Suspense fallback={null}>
            <RecordDates
              from={filters.from}
              to={filters.to}
              onChange={(from, to) => change({ ...filters, from, to })}
            />
          </Suspense>
          <Button variant="secondary" onPress={() => void exportRecords(v.id, asked)}>
            Download CSV
          </Button>
        </div>
      </FilterBar>
      <DataTable
        aria-label={v.label}
        columns={v.columns}
        rows={list.data?.results ?? []}
        getRowId={v.rowId}
        // The server sorts and pages: the table shows this page as given (its own pager stays hidden).
        total={list.data?.results.length ?? 0}
        pageSize={LIMIT}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setCursors([]);
          setSort(next);
        }}
        isLoading={list.isLoading}
        emptyText={
          applied.length ? `No ${v.label.toLowerCase()} match these filters.` : `No ${v.label.toLowerCase()} yet.`
        }
      />
      <Pagination
        aria-label={`${v.label} pages`}
        hasPrevious={cursors.length > 0}
        hasNext={!!list.data?.next}
        page={cursors.length + 1}
        isLoading={list.isValidating}
        onPrevious={() => setCursors((c) => c.slice(0, -1))}
        onNext={() => list.data?.next && setCursors((c) => [...c, list.data!.next!])}
      />
    </>
  );
}

/**
 * The back-office's records (every staff role; audit logs for admins): orders, payments,
 * subscriptions, invoices, tickets and audit logs, each paged on the server in the order its
 * headers ask, filtered by status, IST dates and customer (`?customer=<id>`, from the customer
 * page; audit logs also by module, action and actor), and downloaded as CSV with the same filters.
 */
function Records() {
  const { can } = useAuth();
  const params = new URLSearchParams(useSearch());
  const customer = params.get('customer') ?? undefined;
  // The filter's tag names the customer, as their page does.
  const profile = useCustomer360(customer).data?.profile;
  const customerName = profile && (profile.erased ? 'Erased customer' : profile.name);
  const views = VIEWS.filter((v) => v.id !== 'audit-logs' || can('staff.manage'));
  return (
    <PortalPage
      eyebrow="Back-office"
      title="Records"
      lead="Every order, payment, subscription, invoice and ticket, newest first; sort by a header, filter, download."
    >
      <Tabs>
        <TabList aria-label="Records">
          {views.map((v) => (
            <Tab key={v.id} id={v.id}>
              {v.label}
            </Tab>
          ))}
        </TabList>
        {views.map((v) => (
          <TabPanel key={v.id} id={v.id} className={styles.Stack}>
            <RecordList view={v} customer={customer} customerName={customerName} />
          </TabPanel>
        ))}
      </Tabs>
    </PortalPage>
  );
}

export default withSecondFactor(Records, 'Records');
