import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button, DataTable, Modal, Skeleton, toast } from '@lnf/ui';
import { MESSAGES, TICKET_CLOSED_STATUS, messageFor, support, type Ticket } from '@lnf/sdk';
import { useSupportConfiguration } from '../../../data/configuration';
import { useTickets } from '../../../data/tickets';
import { client } from '../../../lib/api';
import { MountOnce } from '../../../lib/MountOnce';
import { useAuth } from '../../../state/auth';
import { staffTicketColumns, ticketColumns } from '../shared/columns';
import { PortalPage } from '../shared/PortalPage';
import { TicketDetails } from './TicketDetails';
import styles from './CustomerSupport.module.css';

// Forms with a Select and staff's status menu bring React Aria's collections (about 35 KB gzip):
// each loads when first needed, so the route itself stays a table and a button.
const RaiseTicketForm = lazy(() => import('./RaiseTicketForm').then((m) => ({ default: m.RaiseTicketForm })));
const UpdateTicketModal = lazy(() => import('./UpdateTicketModal').then((m) => ({ default: m.UpdateTicketModal })));
const TicketStatusMenu = lazy(() => import('./TicketStatusMenu'));
const StaffQueue = lazy(() => import('./StaffQueue'));

/**
 * Support tickets (spec sections 2 and 3): raise one from the support configuration's values;
 * customers see their own and open one to follow its conversation, reply, update or close it;
 * staff see every ticket with its number and actions (open the conversation, update, status).
 */
export default function CustomerSupport() {
  const { user, isAdmin } = useAuth();
  const config = useSupportConfiguration();
  const tickets = useTickets(user);
  const [editing, setEditing] = useState<Ticket | null>(null);
  const [viewing, setViewing] = useState<Ticket | null>(null);
  const [raising, setRaising] = useState(false);
  // A link to one ticket (a notice in the bell, a mail): `?ticket=` with its number or reference.
  const asked = new URLSearchParams(useSearch()).get('ticket');
  const [, navigate] = useLocation();
  const linked = asked ? tickets.data?.find((t) => t.ticketNumber === asked || t.reference === asked) : undefined;
  useEffect(() => {
    if (!asked || !tickets.data || linked) return;
    toast.error(`Ticket ${asked} is not in your list.`);
    navigate('/customer-support', { replace: true });
  }, [asked, tickets.data, linked, navigate]);
  if (!user) return null;
  // The open ticket as the list now has it: a reply or a move elsewhere (a customer's reply
  // reopens a Resolved ticket) shows in the dialog once the list is fetched again.
  const open = viewing ?? linked ?? null;
  const shown = open && (tickets.data?.find((t) => t.reference === open.reference) ?? open);

  // Closed, it stays closed: a linked ticket's `?ticket=` goes too, or it would open again.
  const closeTicket = () => {
    setViewing(null);
    if (asked) navigate('/customer-support', { replace: true });
  };

  const replace = (next: Ticket) => {
    void tickets.mutate((list) => (list ?? []).map((t) => (t.reference === next.reference ? next : t)), {
      revalidate: false,
    });
    setViewing((open) => (open?.reference === next.reference ? next : open));
  };

  async function changeStatus(ticket: Ticket, status: string) {
    if (status === ticket.status) return;
    try {
      replace(await support.changeStatus(client, ticket.reference, status));
      toast.success(MESSAGES.statusChanged);
    } catch (error) {
      toast.error(messageFor('support.changeStatus', error));
    }
  }

  // Customers keep the spec's columns; the reference opens the ticket, where its actions are.
  const [reference, ...customerColumns] = ticketColumns<Ticket>();

  const statuses = config.data?.configData.status ?? [];
  const columns = isAdmin
    ? staffTicketColumns<Ticket>({
        renderActions: (t) => (
          <div className={styles.RowActions}>
            <Button variant="secondary" size="sm" onPress={() => setViewing(t)} aria-label={`Open ${t.ticketNumber}`}>
              Open
            </Button>
            <Button variant="secondary" size="sm" onPress={() => setEditing(t)} aria-label={`Update ${t.ticketNumber}`}>
              Update
            </Button>
            {/* Closed is final: nothing to move it to. */}
            {!t.closed && (
              <Suspense fallback={null}>
                <TicketStatusMenu ticket={t} statuses={statuses} onChange={(s) => void changeStatus(t, s)} />
              </Suspense>
            )}
          </div>
        ),
      })
    : [
        {
          ...reference!,
          render: (t: Ticket) => (
            <Button variant="link" onPress={() => setViewing(t)} aria-label={`Open ticket ${t.reference}: ${t.title}`}>
              {t.reference}
            </Button>
          ),
        },
        ...customerColumns,
      ];

  return (
    <PortalPage
      eyebrow="Customer support"
      title={isAdmin ? 'All tickets' : 'Your tickets'}
      lead={
        isAdmin
          ? 'Every ticket raised through the portal. Open a ticket to answer it, update it or move it along.'
          : 'Tell us what went wrong or what you need, and follow your tickets here.'
      }
      actions={
        <Button onPress={() => setRaising(true)} isDisabled={!config.data}>
          Raise a ticket
        </Button>
      }
    >
      {isAdmin && (
        <Suspense fallback={<Skeleton lines={4} />}>
          <StaffQueue onOpen={setViewing} />
        </Suspense>
      )}
      <DataTable
        aria-label={isAdmin ? 'All tickets' : 'Your tickets'}
        columns={columns}
        rows={tickets.data ?? []}
        getRowId={(t) => t.reference}
        isLoading={tickets.isLoading}
        emptyText="No tickets yet. Raise one and we will get back to you."
      />
      {config.data && (
        <>
          <Modal title="Raise a ticket" size="md" isOpen={raising} onOpenChange={setRaising}>
            <Suspense fallback={<Skeleton lines={6} />}>
              <RaiseTicketForm
                config={config.data.configData}
                reporterName={user.name || user.email}
                onCancel={() => setRaising(false)}
                onRaised={(t) => {
                  setRaising(false);
                  void tickets.mutate((list) => [t, ...(list ?? [])], { revalidate: false });
                }}
              />
            </Suspense>
          </Modal>
          <TicketDetails
            ticket={shown}
            user={user}
            isStaff={isAdmin}
            onClose={closeTicket}
            onUpdate={(t) => {
              closeTicket();
              setEditing(t);
            }}
            onCloseTicket={(t) => changeStatus(t, TICKET_CLOSED_STATUS)}
          />
          <MountOnce when={editing !== null}>
            <UpdateTicketModal
              ticket={editing}
              config={config.data.configData}
              onClose={() => setEditing(null)}
              onUpdated={(t) => {
                replace(t);
                setEditing(null);
              }}
            />
          </MountOnce>
        </>
      )}
    </PortalPage>
  );
}
