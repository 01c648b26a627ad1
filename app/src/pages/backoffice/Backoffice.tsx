import { useDeferredValue, useState } from 'react';
import { useLocation } from 'wouter';
import { formatDate, type BackofficeCustomerSummary, type BackofficeSearchResult } from '@lnf/sdk';
import { Button, ButtonLink, DataTable, Link, Pagination, SearchField, type DataTableColumn } from '@lnf/ui';
import { exportCsv, useBackofficeCustomers, useBackofficeSearch } from '../../data/backoffice';
import { useAuth } from '../../state/auth';
import { PortalPage, PortalSection } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';

/** What each kind of search result is called in the list's groups. */
const KINDS: Record<BackofficeSearchResult['kind'], string> = {
  customer: 'Customers',
  order: 'Orders',
  subscription: 'Subscriptions',
  payment: 'Payments',
  ticket: 'Tickets',
};

const columns: DataTableColumn<BackofficeCustomerSummary>[] = [
  {
    id: 'name',
    name: 'Customer',
    isRowHeader: true,
    render: (c) => <Link href={`/backoffice/customers/${c.id}`}>{c.erased ? 'Erased customer' : c.name}</Link>,
  },
  { id: 'email', name: 'Email', wrap: true },
  { id: 'mobile', name: 'Mobile' },
  { id: 'gstin', name: 'GSTIN', render: (c) => c.gstin ?? '—' },
  { id: 'createdAt', name: 'Since', render: (c) => formatDate(c.createdAt) },
];

/**
 * The back-office's front page (every staff role): one search box that finds a customer by name,
 * email, phone, GSTIN, order reference, subscription, payment or ticket as the person types, and
 * the customers newest first, a page at a time, with CSV exports.
 */
function Backoffice() {
  const [, navigate] = useLocation();
  const { can } = useAuth();
  const [query, setQuery] = useState('');
  const typed = useDeferredValue(query);
  const found = useBackofficeSearch(typed);
  // The cursors of the pages before this one, so Previous can go back a page.
  const [cursors, setCursors] = useState<string[]>([]);
  const list = useBackofficeCustomers({ limit: 25, ...(cursors.length ? { after: cursors.at(-1) } : {}) });

  const open = (result: BackofficeSearchResult) => {
    if (result.customerId) navigate(`/backoffice/customers/${result.customerId}`);
  };

  return (
    <PortalPage
      eyebrow="Back-office"
      title="Customers"
      lead="Find a customer by name, email, phone, GSTIN, order reference, subscription, payment or ticket number."
      actions={
        <>
          {can('staff.manage') && (
            <ButtonLink variant="secondary" href="/backoffice/staff">
              Staff
            </ButtonLink>
          )}
          <ButtonLink variant="secondary" href="/backoffice/leads">
            Leads
          </ButtonLink>
          <ButtonLink variant="secondary" href="/backoffice/records">
            Records
          </ButtonLink>
          <ButtonLink variant="secondary" href="/backoffice/funnel">
            Funnel
          </ButtonLink>
          <ButtonLink variant="secondary" href="/backoffice/demos">
            Demo availability
          </ButtonLink>
          {can('revenue.read') && (
            <ButtonLink variant="secondary" href="/backoffice/revenue">
              Revenue
            </ButtonLink>
          )}
          <Button variant="secondary" onPress={() => void exportCsv('customers')}>
            Export customers (CSV)
          </Button>
          <Button variant="secondary" onPress={() => void exportCsv('orders')}>
            Export orders (CSV)
          </Button>
        </>
      }
    >
      <SearchField
        label="Search customers"
        placeholder="Name, email, phone, GSTIN, LNF-…, sub_…, pay_…, ticket"
        inputValue={query}
        onInputChange={setQuery}
        items={typed.trim().length >= 2 ? (found.data?.results ?? []) : []}
        // Searching until the answer for what is typed now has come: the list never changes under a key press.
        isLoading={found.isValidating || typed !== query}
        kindLabels={KINDS}
        onSelect={open}
        renderEmpty={(q) => (q.trim().length < 2 ? 'Type at least 2 characters.' : `No matches for “${q}”.`)}
      />
      <PortalSection title="All customers">
        <DataTable
          aria-label="Customers"
          columns={columns}
          rows={list.data?.results ?? []}
          getRowId={(c) => c.id}
          isLoading={list.isLoading}
          emptyText="No customers yet."
        />
        <Pagination
          aria-label="Customer pages"
          hasPrevious={cursors.length > 0}
          hasNext={!!list.data?.next}
          page={cursors.length + 1}
          isLoading={list.isValidating}
          onPrevious={() => setCursors((c) => c.slice(0, -1))}
          onNext={() => list.data?.next && setCursors((c) => [...c, list.data!.next!])}
        />
      </PortalSection>
    </PortalPage>
  );
}

export default withSecondFactor(Backoffice, 'Customers');
