import { useState } from 'react';
import { Button, DataTable, toast, type DataTableColumn } from '@lnf/ui';
import type { OutboxNotification } from '@lnf/sdk';
import { resendUndeliveredNotification, useUndeliveredNotifications } from '../../../data/outbox';
import { useAuth } from '../../../state/auth';
import { formatTime } from '../shared/istTime';
import { PortalPage } from '../shared/PortalPage';
import { withSecondFactor } from '../shared/SecondFactorGate';

const CHANNELS: Record<OutboxNotification['channel'], string> = {
  email: 'Email',
  in_app: 'In-app',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/**
 * The Resend button's name says which notice it sends (label in name: it starts with the visible
 * word), so a screen reader's list of buttons tells the rows apart.
 */
const columnsResending = (
  resending: ReadonlySet<string>,
  resend: (n: OutboxNotification) => void,
): DataTableColumn<OutboxNotification>[] => [
  { id: 'event', name: 'Event', isRowHeader: true, allowsSorting: true },
  { id: 'to', name: 'Recipient', allowsSorting: true, wrap: true },
  { id: 'channel', name: 'Channel', allowsSorting: true, render: (n) => CHANNELS[n.channel] },
  { id: 'attempts', name: 'Attempts', align: 'end', allowsSorting: true },
  { id: 'lastError', name: 'Last error', wrap: true, render: (n) => n.lastError ?? '—' },
  {
    // A dead letter is never tried again: its next attempt is when the worker last tried it.
    id: 'nextAttemptAt',
    name: 'Last tried (IST)',
    allowsSorting: true,
    render: (n) => formatTime(n.nextAttemptAt),
    sortValue: (n) => Date.parse(n.nextAttemptAt),
  },
  {
    id: 'actions',
    name: 'Actions',
    render: (n) => (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Resend ${n.event} to ${n.to}`}
        isPending={resending.has(n.id)}
        pendingLabel={`Resending ${n.event} to ${n.to}`}
        onPress={() => resend(n)}
      >
        Resend
      </Button>
    ),
  },
];

/** Admin only: the outbox's dead letters, each sent again on request. */
function UndeliveredNotifications() {
  const { isAdmin } = useAuth();
  const dead = useUndeliveredNotifications(isAdmin);
  const [resending, setResending] = useState<ReadonlySet<string>>(() => new Set());

  async function resend(n: OutboxNotification) {
    setResending((ids) => new Set(ids).add(n.id));
    const queued = await resendUndeliveredNotification(n.id);
    setResending((ids) => {
      const next = new Set(ids);
      next.delete(n.id);
      return next;
    });
    if (queued) toast.success(`Queued to send again: ${n.event} to ${n.to}`);
  }

  return (
    <PortalPage
      eyebrow="Administration"
      title="Undelivered notifications"
      lead="Notifications the outbox gave up on after its last attempt. Resend one to queue it again from its first attempt."
    >
      <DataTable
        aria-label="Undelivered notifications"
        columns={columnsResending(resending, (n) => void resend(n))}
        rows={dead.data ?? []}
        isLoading={!dead.data && !dead.error}
        emptyText={dead.error ? 'The undelivered notifications could not be loaded.' : 'No undelivered notifications'}
      />
    </PortalPage>
  );
}

export default withSecondFactor(UndeliveredNotifications, 'Undelivered notifications');
