import { lazy, Suspense } from 'react';
import { Badge, DataTable, Skeleton, type DataTableColumn } from '@lnf/ui';
import type { PrivacyRequest } from '@lnf/sdk';
import { useMyPrivacyRequests } from '../../../data/privacy';
import { formatTime } from '../shared/istTime';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';
import { KINDS, STATUSES } from './labels';
import styles from './PrivacyCentre.module.css';

/** The two forms (a Select and text areas) load just after the page: the list shows first. */
const RequestForms = lazy(() => import('./RequestForms'));

/** A deadline, and whether it has passed: in words, since colour never carries the meaning alone. */
function Deadline({ at, missed }: { at: string; missed: boolean }) {
  return (
    <>
      {formatTime(at)}
      {missed && (
        <>
          {' '}
          <Badge tone="danger" size="sm">
            Overdue
          </Badge>
        </>
      )}
    </>
  );
}

const isClosed = (r: PrivacyRequest) => r.status === 'COMPLETED' || r.status === 'REJECTED';

const COLUMNS: DataTableColumn<PrivacyRequest>[] = [
  { id: 'reference', name: 'Reference', isRowHeader: true },
  { id: 'kind', name: 'Right', render: (r) => KINDS[r.kind] },
  { id: 'status', name: 'Status', render: (r) => STATUSES[r.status] },
  { id: 'createdAt', name: 'Made (IST)', render: (r) => formatTime(r.createdAt) },
  {
    id: 'acknowledgeBy',
    name: 'Acknowledge by (IST)',
    // Once acknowledged, or answered at once, the first deadline no longer runs.
    render: (r) =>
      r.acknowledgedAt || isClosed(r) ? '—' : <Deadline at={r.acknowledgeBy} missed={r.acknowledgementOverdue} />,
  },
  {
    id: 'dueAt',
    name: 'Answer by (IST)',
    render: (r) => (isClosed(r) ? '—' : <Deadline at={r.dueAt} missed={r.overdue} />),
  },
  { id: 'response', name: 'Answer', wrap: true, render: (r) => r.response ?? '—' },
];

/** The user's requests with their clocks, and the forms for the rights that wait for staff. */
export function RequestsSection({ userId }: { userId: string }) {
  const requests = useMyPrivacyRequests(userId);
  return (
    <PortalSection title="Requests" id="requests">
      <div className={styles.Stack}>
        <p className={forms.Note}>
          We acknowledge a correction or a grievance within 48 hours and answer it within 30 days. If our answer does
          not satisfy you, you may complain to the Data Protection Board of India.
        </p>
        <DataTable
          aria-label="Your privacy requests"
          columns={COLUMNS}
          rows={requests.data ?? []}
          getRowId={(r) => r.reference}
          isLoading={!requests.data && !requests.error}
          emptyText={requests.error ? 'Your requests could not be loaded.' : 'No requests yet'}
        />
        <Suspense fallback={<Skeleton lines={4} />}>
          <RequestForms userId={userId} />
        </Suspense>
      </div>
    </PortalSection>
  );
}
