import { useState } from 'react';
import { Badge, DataTable, type DataTableColumn } from '@lnf/ui';
import type { SignInEvent } from '@lnf/sdk';
import { SIGN_IN_PAGE_SIZE, useSignInHistory } from '../../../data/accountSecurity';
import { formatTime } from '../shared/istTime';
import { PortalSection } from '../shared/PortalPage';

const FACTORS: Record<string, string> = { totp: 'Authenticator app', recovery: 'Recovery code', passkey: 'Passkey' };

const columns: DataTableColumn<SignInEvent>[] = [
  { id: 'time', name: 'When (IST)', isRowHeader: true, render: (e) => formatTime(e.time) },
  {
    id: 'outcome',
    name: 'Result',
    render: (e) => (
      <Badge tone={e.outcome === 'SUCCESS' ? 'success' : 'danger'} size="sm">
        {e.outcome === 'SUCCESS' ? 'Signed in' : 'Wrong password'}
      </Badge>
    ),
  },
  { id: 'browser', name: 'Browser', render: (e) => e.browser ?? '—' },
  { id: 'ipPrefix', name: 'Network', render: (e) => e.ipPrefix ?? '—' },
  {
    id: 'secondFactor',
    name: 'Second factor',
    render: (e) => (e.secondFactor ? (FACTORS[e.secondFactor] ?? e.secondFactor) : '—'),
  },
];

/** Sign-in attempts on the account, successful and failed, newest first. */
export function SignInHistorySection({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const history = useSignInHistory(userId, page);
  return (
    <PortalSection title="Sign-in history" id="sign-ins">
      <DataTable
        aria-label="Sign-in history"
        columns={columns}
        rows={history.data?.content ?? []}
        getRowId={(e, i) => `${e.time}-${i}`}
        total={history.data?.totalElements ?? 0}
        pageSize={SIGN_IN_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        isLoading={!history.data && !history.error}
        emptyText={history.error ? 'Your sign-in history could not be loaded.' : 'No sign-ins yet'}
      />
    </PortalSection>
  );
}
