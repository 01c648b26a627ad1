import { Badge, Button, DataTable, type DataTableColumn } from '@lnf/ui';
import type { SupportQueueItem, Ticket } from '@lnf/sdk';
import { useSupportQueue } from '../../../data/supportQueue';
import styles from './CustomerSupport.module.css';

const dueFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Where a ticket stands against its first-response target (the server's `breached`). */
function responseState(item: SupportQueueItem) {
  if (item.breached) return <Badge tone="danger">Overdue</Badge>;
  return item.firstStaffReplyAt ? <Badge tone="success">Answered</Badge> : <Badge tone="warning">Waiting</Badge>;
}

/**
 * The staff's queue (docs/notifications.md, Support conversations): every ticket not closed,
 * soonest first response due first, breaches flagged, each opening its conversation. A module of
 * its own: only staff load it.
 */
export default function StaffQueue({ onOpen }: { onOpen: (ticket: Ticket) => void }) {
  const queue = useSupportQueue(true);
  const columns: DataTableColumn<SupportQueueItem>[] = [
    {
      id: 'ticket',
      name: 'Ticket',
      isRowHeader: true,
      render: (item) => (
        <Button
          variant="link"
          onPress={() => onOpen(item.ticket)}
          aria-label={`Open ${item.ticket.ticketNumber}: ${item.ticket.summary}`}
        >
          {item.ticket.ticketNumber}
        </Button>
      ),
    },
    { id: 'summary', name: 'Summary', wrap: true, render: (item) => item.ticket.summary },
    { id: 'status', name: 'Status', render: (item) => item.ticket.status },
    { id: 'assignee', name: 'Assignee', render: (item) => item.ticket.assignee?.name ?? 'Unassigned' },
    {
      id: 'firstResponseDue',
      name: 'First response due (IST)',
      render: (item) => dueFormat.format(new Date(item.firstResponseDue)),
    },
    { id: 'response', name: 'First response', render: responseState },
  ];
  return (
    <section aria-labelledby="staff-queue-heading" className={styles.Queue}>
      <h2 id="staff-queue-heading" className={styles.QueueHeading}>
        Queue
      </h2>
      <DataTable
        aria-label="Support queue"
        columns={columns}
        rows={queue.data?.items ?? []}
        getRowId={(item) => item.ticket.reference}
        isLoading={queue.isLoading}
        // A queue that failed to load is not an empty one.
        emptyText={
          queue.error
            ? 'The queue could not be loaded; it is asked for again every minute.'
            : 'Nothing waiting: every ticket is closed.'
        }
      />
    </section>
  );
}
