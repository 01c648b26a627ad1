import { lazy, useState } from 'react';
import { Badge, Button, DataTable, Form, TextField, type DataTableColumn } from '@lnf/ui';
import { AUDIT_PAGE_SIZE, type AUDIT_SORT_FIELDS, type AuditLog } from '@lnf/sdk';
import { useAuditLogs } from '../../../data/audit';
import { MountOnce } from '../../../lib/MountOnce';
import { formatTime } from '../shared/istTime';
import { PortalPage } from '../shared/PortalPage';
import styles from './AuditLogs.module.css';
import forms from '../shared/Forms.module.css';
import { withSecondFactor } from '../shared/SecondFactorGate';

type SortField = (typeof AUDIT_SORT_FIELDS)[number];
type Sort = { column: SortField; direction: 'ascending' | 'descending' };

// An entry's detail loads the first time one is opened, not with the route, and with it React
// Aria's modal machinery (FocusScope, usePreventScroll, ariaHideOutside, Dialog). Once opened it
// stays mounted, so its exit animation runs and focus returns to the row's button.
const AuditEntryModal = lazy(() => import('./AuditEntryModal').then((m) => ({ default: m.AuditEntryModal })));
const outcomeTone = (outcome: string) =>
  outcome === 'SUCCESS' ? 'success' : outcome === 'FAILURE' ? 'danger' : 'neutral';

/**
 * The time of each row is the button that opens its detail: the table stays a native, read-only
 * `<table>` (no keyboard grid to load) and the action is one Tab stop per row.
 */
const columnsOpening = (open: (id: string) => void): DataTableColumn<AuditLog>[] => [
  {
    id: 'time',
    name: 'Time',
    allowsSorting: true,
    isRowHeader: true,
    render: (r) => (
      <Button variant="link" size="sm" aria-label={`${formatTime(r.time)}, open entry`} onPress={() => open(r.id)}>
        {formatTime(r.time)}
      </Button>
    ),
  },
  { id: 'actor', name: 'Actor', allowsSorting: true },
  { id: 'module', name: 'Module', allowsSorting: true },
  { id: 'action', name: 'Action', allowsSorting: true },
  { id: 'key', name: 'Key', allowsSorting: true, wrap: true },
  {
    id: 'outcome',
    name: 'Outcome',
    allowsSorting: true,
    render: (r) => (
      <Badge tone={outcomeTone(r.outcome)} size="sm">
        {r.outcome}
      </Badge>
    ),
  },
  { id: 'ip', name: 'IP', allowsSorting: true },
];

/** `module:x,key:value` from the search fields (spec section 7). */
function searchOf(module: string, key: string): string | undefined {
  const parts = [module.trim() && `module:${module.trim()}`, key.trim() && `key:${key.trim()}`].filter(Boolean);
  return parts.length ? parts.join(',') : undefined;
}

/** Admin only: the audit trail, 10 a page, sorted and searched on the server, each row's detail on demand. */
function AuditLogs() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ column: 'time', direction: 'descending' });
  const [fields, setFields] = useState({ module: '', key: '' });
  const [search, setSearch] = useState<string | undefined>();
  const [openId, setOpenId] = useState<string | null>(null);
  const [columns] = useState(() => columnsOpening(setOpenId));
  const sortOrder = sort.direction === 'ascending' ? 'asc' : 'desc';
  const logs = useAuditLogs({ page, sortBy: sort.column, sortOrder, search });

  function applySearch(module: string, key: string) {
    setSearch(searchOf(module, key));
    setPage(1);
  }

  return (
    <PortalPage
      eyebrow="Administration"
      title="Audit logs"
      lead="Every change made through the portal: who, what, when and from where."
    >
      <Form
        aria-label="Search audit logs"
        className={styles.Search}
        onSubmit={(e) => {
          e.preventDefault();
          applySearch(fields.module, fields.key);
        }}
      >
        <div className={styles.SearchFields}>
          <TextField
            label="Module"
            name="module"
            type="search"
            placeholder="e.g. order"
            value={fields.module}
            onChange={(module) => setFields((f) => ({ ...f, module }))}
          />
          <TextField
            label="Key"
            name="key"
            type="search"
            placeholder="e.g. LNF-1"
            value={fields.key}
            onChange={(key) => setFields((f) => ({ ...f, key }))}
          />
          <div className={forms.Actions}>
            <Button type="submit">Search</Button>
            <Button
              variant="ghost"
              onPress={() => {
                setFields({ module: '', key: '' });
                applySearch('', '');
              }}
            >
              Clear
            </Button>
          </div>
        </div>
      </Form>
      <p className={styles.Count} aria-live="polite">
        {logs.data ? `${logs.data.totalElements} ${logs.data.totalElements === 1 ? 'entry' : 'entries'}` : ''}
      </p>
      <DataTable
        aria-label="Audit logs"
        columns={columns}
        rows={logs.data?.content ?? []}
        total={logs.data?.totalElements ?? 0}
        pageSize={AUDIT_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        sortDescriptor={sort}
        onSortChange={(d) => {
          setSort({ column: d.column as SortField, direction: d.direction });
          setPage(1);
        }}
        isLoading={!logs.data && !logs.error}
        emptyText={
          logs.error ? 'The audit logs could not be loaded.' : search ? 'No logs match this search.' : 'No logs yet.'
        }
      />
      <MountOnce when={openId !== null}>
        <AuditEntryModal id={openId} onClose={() => setOpenId(null)} />
      </MountOnce>
    </PortalPage>
  );
}

export default withSecondFactor(AuditLogs, 'Audit logs');
