import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, DataTable, Form, TextField, toast, type DataTableColumn } from '@lnf/ui';
import type { Passkey } from '@lnf/sdk';
import { addPasskey, removePasskey, renamePasskey, usePasskeys } from '../../../data/passkeys';
import { formatTime } from '../shared/istTime';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';

const NAME_MAX = 60;

type Editing = { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey } | null;

/**
 * Passkeys (docs/security.md, 'Passkeys'): sign in without a password, and a second factor when
 * two-factor authentication is on. Add one (named), see them, rename or remove one (the password).
 * The Security page renders it after the authenticator app's section.
 */
export default function Passkeys({ userId }: { userId: string }) {
  const list = usePasskeys(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const rows = list.data?.passkeys ?? [];

  const columns: DataTableColumn<Passkey>[] = [
    { id: 'name', name: 'Name', isRowHeader: true, wrap: true, render: (p) => p.name },
    {
      id: 'kind',
      name: 'Kind',
      render: (p) => (
        <Badge tone="neutral" size="sm">
          {p.backedUp || p.deviceType === 'multiDevice' ? 'Synced' : 'This device only'}
        </Badge>
      ),
    },
    { id: 'createdAt', name: 'Added (IST)', render: (p) => formatTime(p.createdAt) },
    { id: 'lastUsedAt', name: 'Last used (IST)', render: (p) => (p.lastUsedAt ? formatTime(p.lastUsedAt) : 'Never') },
    {
      id: 'actions',
      name: 'Actions',
      render: (p) => (
        <div className={forms.Actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Rename ${p.name}`}
            onPress={() => setEditing({ kind: 'rename', passkey: p })}
          >
            Rename
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Remove ${p.name}`}
            onPress={() => setEditing({ kind: 'remove', passkey: p })}
          >
            Remove
          </Button>
        </div>
      ),
    },
  ];

  return (
    <PortalSection title="Passkeys" id="passkeys">
      <Card padding="md">
        <div className={forms.Grid}>
          <p>
            A passkey signs you in with your device&apos;s screen lock (fingerprint, face or PIN) instead of a password.
            When two-factor authentication is on, it also works as your second step.
          </p>
          <DataTable
            aria-label="Passkeys"
            columns={columns}
            rows={rows}
            isLoading={!list.data && !list.error}
            emptyText={list.error ? 'Your passkeys could not be loaded.' : 'No passkeys yet'}
          />
          {editing?.kind === 'rename' ? (
            <Rename userId={userId} passkey={editing.passkey} onDone={() => setEditing(null)} />
          ) : editing?.kind === 'remove' ? (
            <Remove userId={userId} passkey={editing.passkey} onDone={() => setEditing(null)} />
          ) : (
            <Add userId={userId} />
          )}
        </div>
      </Card>
    </PortalSection>
  );
}

/** Checks a passkey's name: something to tell it apart by, not too long. */
function nameError(name: string): string | null {
  if (!name.trim()) return 'Give the passkey a name, like "Work laptop".';
  if (name.trim().length > NAME_MAX) return `Use at most ${NAME_MAX} characters.`;
  return null;
}

function Add({ userId }: { userId: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    setPending(true);
    const added = await addPasskey(userId, name.trim());
    setPending(false);
    if (added) {
      setName('');
      toast.success(`Passkey added: ${added.name}`);
    }
  }
  return (
    <Form onSubmit={onSubmit} validationErrors={error ? { name: error } : {}} aria-label="Add a passkey">
      <TextField
        label="Passkey name"
        name="name"
        description="Your browser will ask you to create it with your screen lock or a security key."
        value={name}
        onChange={setName}
        maxLength={NAME_MAX}
      />
      <div className={forms.Actions}>
        <Button type="submit" isPending={pending} pendingLabel="Adding passkey">
          Add a passkey
        </Button>
      </div>
    </Form>
  );
}

function Rename({ userId, passkey, onDone }: { userId: string; passkey: Passkey; onDone: () => void }) {
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    setPending(true);
    const renamed = await renamePasskey(userId, passkey.id, name.trim());
    setPending(false);
    if (renamed) {
      toast.success(`Passkey renamed: ${renamed.name}`);
      onDone();
    }
  }
  return (
    <Form onSubmit={onSubmit} validationErrors={error ? { name: error } : {}} aria-label={`Rename ${passkey.name}`}>
      <TextField label="New name" name="name" value={name} onChange={setName} maxLength={NAME_MAX} autoFocus />
      <div className={forms.Actions}>
        <Button type="submit" isPending={pending} pendingLabel="Saving">
          Save name
        </Button>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function Remove({ userId, passkey, onDone }: { userId: string; passkey: Passkey; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError('Enter your password.');
    setError(null);
    setPending(true);
    const removed = await removePasskey(userId, passkey.id, { password });
    setPending(false);
    if (removed) {
      toast.success(`Passkey removed: ${passkey.name}`);
      onDone();
    } else setPassword('');
  }
  return (
    <Form onSubmit={onSubmit} validationErrors={error ? { password: error } : {}} aria-label={`Remove ${passkey.name}`}>
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        description={`Removing "${passkey.name}" needs your password. It will no longer sign you in.`}
        value={password}
        onChange={setPassword}
        autoFocus
      />
      <div className={forms.Actions}>
        <Button type="submit" variant="destructive" isPending={pending} pendingLabel="Removing">
          Remove passkey
        </Button>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
