import { lazy, Suspense, useState } from 'react';
import { formatDate, LEAD_KINDS, LEAD_STATUSES, type Lead, type LeadKind, type LeadStatus } from '@lnf/sdk';
import {
  Badge,
  Button,
  DataTable,
  FilterBar,
  NativeSelect,
  Pagination,
  type DataTableColumn,
  type FilterBarItem,
} from '@lnf/ui';
import {
  assignLead,
  exportLeads,
  setLeadStatus,
  useBackofficeLeads,
  type LeadFilters,
} from '../../data/backofficeLeads';
import { useAuth } from '../../state/auth';
import { PortalPage, PortalSection } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';
import { formatDemoTime } from './demoTime';
import styles from './Backoffice.module.css';

// The notes drawer, only once a lead's notes are opened.
const LeadNotes = lazy(() => import('./LeadNotes'));

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
const MINE = 'mine';
const ownerFilterItems = [
  { id: ALL, label: 'Anyone' },
  { id: MINE, label: 'Mine' },
];

type FilterId = 'status' | 'kind' | 'owner';

/** A demo request's slot booking: its time in IST, and whether the visitor cancelled it; empty for none. */
function BookingCell({ lead }: { lead: Lead }) {
  const b = lead.booking;
  if (!b) return null;
  const when = formatDemoTime(b.startsAt);
  return b.status === 'CANCELLED' ? (
    <div className={styles.Row}>
      <s>{when}</s>
      <Badge tone="neutral">Cancelled</Badge>
    </div>
  ) : (
    <span>{when}</span>
  );
}

/** How a lead is named in the table and in the labels of its controls. */
const leadName = (l: Lead) => [l.name, l.company].filter(Boolean).join(' · ') || l.email;

/** A lead's status, changed in place. */
function StatusCell({ lead }: { lead: Lead }) {
  const [saving, setSaving] = useState(false);
  return (
    <NativeSelect
      label={`Status of ${leadName(lead)}`}
      items={statusItems}
      value={lead.status}
      isDisabled={saving}
      onChange={(status) => {
        if (!status || status === lead.status) return;
        setSaving(true);
        void setLeadStatus(lead, status as LeadStatus).finally(() => setSaving(false));
      }}
    />
  );
}

/** A lead's owner, and the button that makes it the signed-in member's or nobody's. */
function OwnerCell({ lead, me }: { lead: Lead; me: string | undefined }) {
  const [saving, setSaving] = useState(false);
  const mine = !!me && lead.owner?.toLowerCase() === me.toLowerCase();
  const action = mine ? 'Unassign' : 'Assign to me';
  return (
    <div className={styles.Row}>
      <span>{lead.owner ?? 'Nobody'}</span>
      {me && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${action}: ${leadName(lead)}`}
          isPending={saving}
          pendingLabel={mine ? 'Unassigning' : 'Assigning'}
          onPress={() => {
            setSaving(true);
            void assignLead(lead, mine ? null : me).finally(() => setSaving(false));
          }}
        >
          {action}
        </Button>
      )}
    </div>
  );
}

/** The columns; `me` is the signed-in member's email when they may change leads, `openNotes` opens a lead's notes. */
const leadColumns = (me: string | undefined, openNotes: (l: Lead) => void): DataTableColumn<Lead>[] => [
  { id: 'name', name: 'Lead', isRowHeader: true, wrap: true, render: leadName },
  { id: 'kind', name: 'Kind', render: (l) => KIND_LABELS[l.kind] },
  { id: 'email', name: 'Email', wrap: true },
  { id: 'phone', name: 'Phone' },
  { id: 'message', name: 'Message', wrap: true },
  { id: 'createdAt', name: 'Received', render: (l) => formatDate(l.createdAt) },
  { id: 'booking', name: 'Demo booked', wrap: true, render: (l) => <BookingCell lead={l} /> },
  { id: 'status', name: 'Status', render: (l) => <StatusCell lead={l} /> },
  { id: 'owner', name: 'Owner', wrap: true, render: (l) => <OwnerCell lead={l} me={me} /> },
  {
    id: 'notes',
    name: 'Notes',
    render: (l) => (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Notes (${l.notes}): ${leadName(l)}`}
        onPress={() => openNotes(l)}
      >
        Notes ({l.notes})
      </Button>
    ),
  },
];

/**
 * The leads inbox (every staff role): demo requests and contact messages (brochure requests among
 * them) newest first, filtered by status, kind and owner, each lead's status and owner set in place,
 * its notes read and added in a drawer, and the filtered list exported as CSV. Support staff cannot
 * list the staff, so a lead is assigned to oneself ('Assign to me') and the owner filter is 'Mine'.
 */
function Leads() {
  const { user, can } = useAuth();
  const me = user?.email || undefined;
  const [notesOf, setNotesOf] = useState<Lead | null>(null);
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
    ...(filters.owner ? [{ id: 'owner' as const, label: 'Owner: Mine' }] : []),
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
          <NativeSelect
            label="Status"
            items={statusFilterItems}
            value={filters.status ?? ALL}
            onChange={(status) => filter('status', status)}
          />
          <NativeSelect
            label="Kind"
            items={kindFilterItems}
            value={filters.kind ?? ALL}
            onChange={(kind) => filter('kind', kind)}
          />
          {me && (
            <NativeSelect
              label="Owner"
              items={ownerFilterItems}
              value={filters.owner ? MINE : ALL}
              onChange={(owner) => filter('owner', owner === MINE ? me : undefined)}
            />
          )}
        </div>
      </FilterBar>
      <PortalSection title="Leads">
        <DataTable
          aria-label="Leads"
          columns={leadColumns(can('customers.note') ? me : undefined, setNotesOf)}
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
      {notesOf && (
        <Suspense fallback={null}>
          <LeadNotes lead={notesOf} mayNote={can('customers.note')} onClose={() => setNotesOf(null)} />
        </Suspense>
      )}
    </PortalPage>
  );
}

export default withSecondFactor(Leads, 'Leads');
