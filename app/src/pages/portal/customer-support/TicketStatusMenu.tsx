import { Menu, MenuItem } from '@lnf/ui';
import { canTransitionTicket, type Ticket } from '@lnf/sdk';

/**
 * Staff's status menu on a ticket row: the configured statuses the workflow lets staff move the
 * ticket to (the domain's transitions, which the server enforces), beside the one it is in. A module of its own so that CustomerSupport loads it
 * (and React Aria's menu and collection code, about 28 KB gzip) only for staff.
 */
export default function TicketStatusMenu({
  ticket,
  statuses,
  onChange,
}: {
  ticket: Ticket;
  statuses: string[];
  onChange: (status: string) => void;
}) {
  return (
    <Menu
      label="Change status"
      aria-label={`Change status of ${ticket.ticketNumber}`}
      selectionMode="single"
      selectedKeys={[ticket.status]}
      onAction={(key) => onChange(String(key))}
    >
      {statuses
        .filter((s) => s === ticket.status || canTransitionTicket(ticket.status, s, 'staff'))
        .map((s) => (
          <MenuItem key={s} id={s}>
            {s}
          </MenuItem>
        ))}
    </Menu>
  );
}
