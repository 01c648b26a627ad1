import { useState, type FormEvent } from 'react';
import { formatDate, type StaffMember } from '@lnf/sdk';
import { Badge, Button, DataTable, Form, NativeSelect, TextField, type DataTableColumn } from '@lnf/ui';
import { changeStaffRole, inviteStaff, removeStaff, useBackofficeStaff } from '../../data/backofficeStaff';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { useAuth } from '../../state/auth';
import { PortalPage, PortalSection } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';
import forms from '../portal/shared/Forms.module.css';
import styles from './Backoffice.module.css';

type Role = StaffMember['role'];
const ROLES: { id: Role; label: string }[] = [
  { id: 'support', label: 'Support' },
  { id: 'finance', label: 'Finance' },
  { id: 'admin', label: 'Admin' },
];
const roleName = (role: Role) => ROLES.find((r) => r.id === role)!.label;

type Values = { email: string; firstName: string; lastName: string; role: Role };
const EMPTY: Values = { email: '', firstName: '', lastName: '', role: 'support' };
const check = (v: Values): Partial<Record<keyof Values, string>> => {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'Enter their work email';
  if (!v.firstName.trim()) errors.firstName = 'Enter their first name';
  if (!v.lastName.trim()) errors.lastName = 'Enter their last name';
  return errors;
};

/** The invitation form: the new member gets a mail telling them to set a password with 'Forgot password'. */
function InviteForm() {
  const form = useForm(check, EMPTY);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    const { email, firstName, lastName, role } = form.values;
    const invited = await inviteStaff({
      email: email.trim(),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      role,
    });
    setBusy(false);
    if (invited) form.reset();
  }

  return (
    <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="Invite staff">
      <div className={styles.Stack}>
        <div className={forms.Grid}>
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="off" />
          <NativeSelect
            label="Role"
            items={ROLES}
            value={form.values.role}
            onChange={(role) => form.set('role', role as Role)}
          />
          <TextField {...form.field('firstName')} label="First name" autoComplete="off" />
          <TextField {...form.field('lastName')} label="Last name" autoComplete="off" />
        </div>
        <div className={forms.Actions}>
          <Button type="submit" isPending={busy} pendingLabel="Inviting">
            Invite staff
          </Button>
        </div>
      </div>
    </Form>
  );
}

/** Another member's role, changed on choosing; their sessions end so it applies at their next sign-in. */
function RolePicker({ member }: { member: StaffMember }) {
  const [busy, setBusy] = useState(false);
  return (
    <NativeSelect
      label="Role"
      items={ROLES}
      value={member.role}
      isDisabled={busy}
      onChange={(role) => {
        if (role === member.role) return;
        setBusy(true);
        void changeStaffRole(member, role as Role).finally(() => setBusy(false));
      }}
    />
  );
}

/** Removes another member's staff access, after a second press that names them. */
function RemoveAccess({ member }: { member: StaffMember }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button variant="secondary" onPress={() => setConfirming(true)}>
        Remove access
      </Button>
    );
  return (
    <div className={styles.Row}>
      <Button
        variant="destructive"
        isPending={busy}
        pendingLabel="Removing"
        onPress={() => {
          setBusy(true);
          void removeStaff(member).finally(() => setBusy(false));
        }}
      >
        Remove {member.firstName}
      </Button>
      <Button variant="ghost" isDisabled={busy} onPress={() => setConfirming(false)}>
        Keep
      </Button>
    </div>
  );
}

/**
 * The staff list and invitations (admins only): who the staff are, their role, whether they have a
 * second factor and have signed in; an admin invites a member, changes a role or removes access.
 */
function Staff() {
  const { user } = useAuth();
  const list = useBackofficeStaff();
  const columns: DataTableColumn<StaffMember>[] = [
    { id: 'name', name: 'Name', isRowHeader: true, render: (m) => `${m.firstName} ${m.lastName}` },
    { id: 'email', name: 'Email', wrap: true },
    {
      id: 'role',
      name: 'Role',
      render: (m) => (m.id === user?.id ? roleName(m.role) : <RolePicker member={m} />),
    },
    {
      id: 'status',
      name: 'Status',
      render: (m) =>
        m.status === 'active' ? (
          <Badge tone="success" size="sm">
            Active
          </Badge>
        ) : (
          <Badge tone="warning" size="sm">
            Invited
          </Badge>
        ),
    },
    { id: 'secondFactor', name: 'Second factor', render: (m) => (m.secondFactor ? 'Yes' : 'Not yet') },
    { id: 'createdAt', name: 'Since', render: (m) => formatDate(m.createdAt) },
    {
      id: 'actions',
      name: 'Access',
      // An admin cannot demote or remove themselves (the server answers 409 too).
      render: (m) => (m.id === user?.id ? 'You' : <RemoveAccess member={m} />),
    },
  ];

  return (
    <PortalPage
      eyebrow="Back-office"
      title="Staff"
      lead="Staff are invited by an admin, never self-registered. A change of role or a removal signs the member out everywhere."
    >
      <PortalSection title="Invite staff">
        <p>
          The invitation mail tells them to set a password with Forgot password on the sign-in, using a one-time code
          sent to that address.
        </p>
        <InviteForm />
      </PortalSection>
      <PortalSection title="All staff">
        <DataTable
          aria-label="Staff"
          columns={columns}
          rows={list.data?.staff ?? []}
          getRowId={(m) => m.id}
          isLoading={list.isLoading}
          emptyText="No staff yet."
        />
      </PortalSection>
    </PortalPage>
  );
}

export default withSecondFactor(Staff, 'Staff');
