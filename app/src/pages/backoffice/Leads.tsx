import { useState } from 'react';
import { formatDate, LEAD_KINDS, LEAD_STATUSES, type Lead, type LeadKind, type LeadStatus } from '@lnf/sdk';
import { Button, DataTable, FilterBar, Pagination, Select, type DataTableColumn, type FilterBarItem } from '@lnf/ui';
import { exportLeads, setLeadStatus, useBackofficeLeads, type LeadFilters } from '../../data/backofficeLeads';
import { PortalPage, PortalSection } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';
import styles from './Backoffice.module.css';

const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};
const KIND_LABELS: Record<LeadKind, string> = { inquiry: 'Demo request', contact: 'Contact message' };

const ALL = 'all';
const statusItems = LEAD_STATUSES.map((s) => ({ id: s, label: STATUS_LABELS[s] }));
const statusFilterItems = [{ id: ALL, label: 'All statuses' }, ...statusItems];
const kindFilterItems = [{ id: ALL, label: 'All kinds' }, ...LEAD_KINDS.map((k) => ({ id: k, label: KIND_LABELS[k] }))];

type FilterId = 'status' | 'kind';

/** A lead's status, changed in place. */
function StatusCell({ lead }: { lead: Lead }) {
  const [saving, setSaving] = useState(false);
  return (
    <Select
      label={`Status of ${lead.name || lead.email}`}
      items={statusItems}
      value={lead.status}
      isDisabled={saving}
      onChange={(key) => {
        if (!key || key === lead.status) return;
        setSaving(true);
        void setLeadStatus(lead, key as LeadStatus).finally(() => setSaving(false));
      }}
    />
  );
}

const columns: DataTableColumn<Lead>[] = [
  {
    id: 'name',
    name: 'Lead',
    isRowHeader: true,
    wrap: true,
    render: (l) => [l.name, l.company].filter(Boolean).join(' · ') || l.email,
  },
  { id: 'kind', name: 'Kind', render: (l) => KIND_LABELS[l.kind] },
  { id: 'email', name: 'Email', wrap: true },
  { id: 'phone', name: 'Phone' },
  { id: 'message', name: 'Message', wrap: true },
  { id: 'createdAt', name: 'Received', render: (l) => formatDate(l.createdAt) },
  { id: 'status', name: 'Status', render: (l) => <StatusCell lead={l} /> },
  { id: 'owner', name: 'Owner', render: (l) => l.owner ?? '—' },
  { id: 'notes', name: 'Notes', align: 'end' },
];

/**
 * The leads inbox (every staff role): demo requests and contact messages (brochure requests among
 * them) newest first, filtered by status and kind, each lead's status set in place, and the
 * filtered list exported as CSV.
 */
function Leads() {
  const [filters, setFilters] = useState<Pick<LeadFilters, FilterId>>({});
  // The cursors of the pages before this one, so Previous can go back a page.
  const [cursors, setCursors] = useState<string[]>([]);
  const list = useBackofficeLeads({ limit: 25, ...filters, ...(cursors.length ? { after: cursors.at(-1) } : {}) });

  const filter = (id: FilterId, value: string | undefined) => {
    setCursors([]);
    setFilters((f) => {
      const { [id]: _gone, ...rest } = f;
      return value && value !== ALL ? { ...rest, [id]: value } : rest;
    });
  };
  const applied: (FilterBarItem & { id: FilterId })[] = [
    ...(filters.status ? [{ id: 'status' as const, label: `Status: ${STATUS_LABELS[filters.status]}` }] : []),
    ...(filters.kind ? [{ id: 'kind' as const, label: `Kind: ${KIND_LABELS[filters.kind]}` }] : []),
  ];

  return (
    <PortalPage
      eyebrow="Back-office"
      title="Leads"
      lead="Demo requests and contact messages, newest first. Set each one's status as sales works it."
      actions={
        <Button variant="secondary" onPress={() => void exportLeads(filters)}>
          Export CSV
        </Button>
      }
    >
      <FilterBar
        items={applied}
        onRemove={(ids) => ids.forEach((id) => filter(id as FilterId, undefined))}
        onClearAll={() => {
          setCursors([]);
          setFilters({});
        }}
      >
        <div className={styles.Row}>
          <Select
            label="Status"
            items={statusFilterItems}
            value={filters.status ?? ALL}
            onChange={(key) => filter('status', key ? String(key) : undefined)}
          />
          <Select
            label="Kind"
            items={kindFilterItems}
            value={filters.kind ?? ALL}
            onChange={(key) => filter('kind', key ? String(key) : undefined)}
          />
        </div>
      </FilterBar>
      <PortalSection title="Leads">
        <DataTable
          aria-label="Leads"
          columns={columns}
          rows={list.data?.results ?? []}
          getRowId={(l) => `${l.kind}:${l.reference}`}
          isLoading={list.isLoading}
          emptyText={applied.length ? 'No leads match these filters.' : 'No leads yet.'}
        />
        <Pagination
          aria-label="Lead pages"
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

export default withSecondFactor(Leads, 'Leads');
