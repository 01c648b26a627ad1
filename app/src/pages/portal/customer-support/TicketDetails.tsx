import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Modal, Skeleton } from '@lnf/ui';
import { formatDate, type LoggedUser, type Ticket } from '@lnf/sdk';
import styles from './CustomerSupport.module.css';

// The conversation brings the Timeline, the reply form and its polling: loaded with the first
// opening of a ticket, so the support page itself stays a table.
const TicketConversation = lazy(() => import('./TicketConversation'));

export interface TicketDetailsProps {
  /** The ticket shown; null closes the modal. */
  ticket: Ticket | null;
  /** Who is reading: the conversation's replies are sent as them. */
  user: LoggedUser;
  /** Support staff (the admin group): they also read and write internal notes. */
  isStaff: boolean;
  onClose: () => void;
  /** Opens the update form for this ticket. */
  onUpdate: (ticket: Ticket) => void;
  /** Closes the ticket (sets its status to 'Closed'); resolves once the server has answered. */
  onCloseTicket: (ticket: Ticket) => Promise<void>;
}

/**
 * A ticket in full, with what may be done to it (DESIGN.md section 3): update its summary,
 * description, priority and labels, close it, and follow its conversation and reply. A customer's
 * table keeps the spec's customer columns (no ticket number, no actions), so for them this view is
 * where the actions live; staff open it from their row's Open.
 */
export function TicketDetails({ ticket, user, isStaff, onClose, onUpdate, onCloseTicket }: TicketDetailsProps) {
  const [closing, setClosing] = useState(false);
  const isClosed = ticket?.closed === true;
  const rows: [string, string][] = ticket
    ? [
        ['Reference', ticket.reference],
        ['Raised', formatDate(ticket.createdAt)],
        ['Type', ticket.issueType],
        ['Priority', ticket.priority],
        ['Labels', ticket.labels.length ? ticket.labels.join(', ') : '—'],
        ['Reporter', ticket.reporter],
        ['Description', ticket.description],
      ]
    : [];

  async function close(t: Ticket) {
    setClosing(true);
    try {
      await onCloseTicket(t);
    } finally {
      setClosing(false);
    }
  }

  return (
    <Modal
      title={ticket ? ticket.title : 'Ticket'}
      size="md"
      isOpen={ticket !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {ticket && (
        <div className={styles.Details}>
          <p className={styles.Status}>
            Status <Badge tone={isClosed ? 'neutral' : 'info'}>{ticket.status}</Badge>
          </p>
          <dl className={styles.Facts}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {isClosed ? (
            <p className={styles.Note}>This ticket is closed. Raise a new one if you still need help.</p>
          ) : (
            <div className={styles.DetailActions}>
              <Button variant="secondary" onPress={() => onUpdate(ticket)}>
                Update ticket
              </Button>
              <Button variant="ghost" isPending={closing} onPress={() => void close(ticket)}>
                Close ticket
              </Button>
            </div>
          )}
          <Suspense fallback={<Skeleton lines={3} />}>
            <TicketConversation ticket={ticket} user={user} isStaff={isStaff} />
          </Suspense>
        </div>
      )}
    </Modal>
  );
}
