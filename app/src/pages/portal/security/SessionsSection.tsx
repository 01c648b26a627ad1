import { useState } from 'react';
import { Badge, Button, DataTable, toast, type DataTableColumn } from '@lnf/ui';
import type { AccountSession } from '@lnf/sdk';
import { signOutOtherSessions, signOutSession, useAccountSessions } from '../../../data/accountSecurity';
import { formatTime } from '../shared/istTime';
import { PortalSection } from '../shared/PortalPage';

const nameOf = (s: AccountSession) => `${s.browser} on ${s.device}`;

/**
 * Each Sign out button's name says which session it ends (label in name: it starts with the
 * visible words), so a screen reader's list of buttons tells the rows apart.
 */
const columns = (ending: ReadonlySet<string>, end: (s: AccountSession) => void): DataTableColumn<AccountSession>[] => [
  { id: 'device', name: 'Device and browser', isRowHeader: true, wrap: true, render: nameOf },
  { id: 'ipPrefix', name: 'Network', render: (s) => s.ipPrefix ?? '—' },
  { id: 'createdAt', name: 'Signed in (IST)', render: (s) => formatTime(s.createdAt) },
  { id: 'lastUsedAt', name: 'Last active (IST)', render: (s) => formatTime(s.lastUsedAt) },
  {
    id: 'actions',
    name: 'Actions',
    render: (s) =>
      s.current ? (
        <Badge tone="success" size="sm">
          This browser
        </Badge>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Sign out ${nameOf(s)}, last active ${formatTime(s.lastUsedAt)}`}
          isPending={ending.has(s.id)}
          pendingLabel={`Signing out ${nameOf(s)}`}
          onPress={() => end(s)}
        >
          Sign out
        </Button>
      ),
  },
];

/** The user's signed-in browsers; any but this one can be signed out, one or all. */
export function SessionsSection({ userId }: { userId: string }) {
  const sessions = useAccountSessions(userId);
  const [ending, setEnding] = useState<ReadonlySet<string>>(() => new Set());
  const [endingAll, setEndingAll] = useState(false);
  const others = (sessions.data?.sessions ?? []).filter((s) => !s.current).length;

  async function end(s: AccountSession) {
    setEnding((ids) => new Set(ids).add(s.id));
    const done = await signOutSession(userId, s.id);
    setEnding((ids) => {
      const next = new Set(ids);
      next.delete(s.id);
      return next;
    });
    if (done) toast.success(`Signed out: ${nameOf(s)}`);
  }

  async function endAll() {
    setEndingAll(true);
    const ended = await signOutOtherSessions(userId);
    setEndingAll(false);
    if (ended !== null)
      toast.success(ended === 1 ? '1 other session signed out' : `${ended} other sessions signed out`);
  }

  return (
    <PortalSection
      title="Sessions"
      id="sessions"
      actions={
        <Button
          variant="secondary"
          size="sm"
          isDisabled={others === 0}
          isPending={endingAll}
          pendingLabel="Signing out other sessions"
          onPress={() => void endAll()}
        >
          Sign out all other sessions
        </Button>
      }
    >
      <DataTable
        aria-label="Sessions"
        columns={columns(ending, (s) => void end(s))}
        rows={sessions.data?.sessions ?? []}
        isLoading={!sessions.data && !sessions.error}
        emptyText={sessions.error ? 'Your sessions could not be loaded.' : 'No sessions'}
      />
    </PortalSection>
  );
}
