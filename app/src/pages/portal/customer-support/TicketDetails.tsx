import { useState } from 'react';
import { Badge, Button, Modal } from '@lnf/ui';
import { formatDate, type Ticket } from '@lnf/sdk';
import styles from './CustomerSupport.module.css';

export interface TicketDetailsProps {
  /** The ticket shown; null closes the modal. */
  ticket: Ticket | null;
  onClose: () => void;
  /** Opens the update form for this ticket. */
  onUpdate: (ticket: Ticket) => void;
  /** Closes the ticket (sets its status to 'Closed'); resolves once the server has answered. */
  onCloseTicket: (ticket: Ticket) => Promise<void>;
}

/**
 * A customer's own ticket in full, with what they may do to it (DESIGN.md section 3): update its
 * summary, description, priority and labels, or close it. Their table keeps the spec's customer
 * columns (no ticket number, no actions); this view is where the actions live.
 */
export function TicketDetails({ ticket, onClose, onUpdate, onCloseTicket }: TicketDetailsProps) {
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
      size="sm"
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
        </div>
      )}
    </Modal>
  );
}
