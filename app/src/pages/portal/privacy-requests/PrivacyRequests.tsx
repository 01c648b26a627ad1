import { lazy, Suspense, useState } from 'react';
import { Badge, Button, DataTable, toast, type DataTableColumn } from '@lnf/ui';
import type { PrivacyRequest } from '@lnf/sdk';
import { acknowledgePrivacyRequest, useOpenPrivacyRequests } from '../../../data/privacyRequests';
import { useAuth } from '../../../state/auth';
import { formatTime } from '../shared/istTime';
import { PortalPage } from '../shared/PortalPage';
import { withSecondFactor } from '../shared/SecondFactorGate';
import styles from './PrivacyRequests.module.css';

// The answer form loads when a request is answered.
const AnswerModal = lazy(() => import('./AnswerModal'));

const KINDS: Record<PrivacyRequest['kind'], string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  nomination: 'Nomination',
  grievance: 'Grievance',
};

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

/** The Acknowledge button's name says which request (label in name: it starts with the visible word). */
const columnsAcknowledging = (
  acknowledging: ReadonlySet<string>,
  acknowledge: (r: PrivacyRequest) => void,
  answer: (r: PrivacyRequest) => void,
): DataTableColumn<PrivacyRequest>[] => [
  { id: 'reference', name: 'Reference', isRowHeader: true, allowsSorting: true },
  { id: 'kind', name: 'Right', allowsSorting: true, render: (r) => KINDS[r.kind] },
  { id: 'email', name: 'Customer', allowsSorting: true, wrap: true },
  {
    id: 'status',
    name: 'Status',
    allowsSorting: true,
    render: (r) => (r.status === 'OPEN' ? 'Open' : 'Acknowledged'),
  },
  {
    id: 'acknowledgeBy',
    name: 'Acknowledge by (IST)',
    allowsSorting: true,
    render: (r) => (r.acknowledgedAt ? '—' : <Deadline at={r.acknowledgeBy} missed={r.acknowledgementOverdue} />),
    sortValue: (r) => Date.parse(r.acknowledgeBy),
  },
  {
    id: 'dueAt',
    name: 'Answer by (IST)',
    allowsSorting: true,
    render: (r) => <Deadline at={r.dueAt} missed={r.overdue} />,
    sortValue: (r) => Date.parse(r.dueAt),
  },
  {
    id: 'actions',
    name: 'Actions',
    render: (r) => (
      <div className={styles.Actions}>
        {r.status === 'OPEN' && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Acknowledge ${r.reference}`}
            isPending={acknowledging.has(r.reference)}
            pendingLabel={`Acknowledging ${r.reference}`}
            onPress={() => acknowledge(r)}
          >
            Acknowledge
          </Button>
        )}
        <Button variant="secondary" size="sm" aria-label={`Answer ${r.reference}`} onPress={() => answer(r)}>
          Answer
        </Button>
      </div>
    ),
  },
];

/** Admin only: the privacy requests still open, the earliest due first, each with its clock. */
function PrivacyRequests() {
  const { isAdmin } = useAuth();
  const open = useOpenPrivacyRequests(isAdmin);
  const [acknowledging, setAcknowledging] = useState<ReadonlySet<string>>(() => new Set());
  const [answering, setAnswering] = useState<PrivacyRequest | null>(null);

  async function acknowledge(r: PrivacyRequest) {
    setAcknowledging((refs) => new Set(refs).add(r.reference));
    const done = await acknowledgePrivacyRequest(r.reference);
    setAcknowledging((refs) => {
      const next = new Set(refs);
      next.delete(r.reference);
      return next;
    });
    if (done) toast.success(`Acknowledged ${r.reference}`);
  }

  return (
    <PortalPage
      eyebrow="Administration"
      title="Privacy requests"
      lead="Requests under the DPDP Act still open: acknowledge each within 48 hours and answer it within 30 days."
    >
      <DataTable
        aria-label="Open privacy requests"
        columns={columnsAcknowledging(acknowledging, (r) => void acknowledge(r), setAnswering)}
        rows={open.data ?? []}
        getRowId={(r) => r.reference}
        isLoading={!open.data && !open.error}
        emptyText={open.error ? 'The privacy requests could not be loaded.' : 'No open privacy requests'}
      />
      {answering && (
        <Suspense fallback={null}>
          <AnswerModal request={answering} onClose={() => setAnswering(null)} />
        </Suspense>
      )}
    </PortalPage>
  );
}

export default withSecondFactor(PrivacyRequests, 'Privacy requests');
