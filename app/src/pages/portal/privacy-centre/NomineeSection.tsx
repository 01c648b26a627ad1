import { useState, type FormEvent } from 'react';
import { Button, Card, Form, TextField, toast } from '@lnf/ui';
import { validate, type FormRules, type Nominee } from '@lnf/sdk';
import { makePrivacyRequest, useNominee } from '../../../data/privacy';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { formatTime } from '../shared/istTime';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';
import portal from '../shared/Portal.module.css';
import styles from './PrivacyCentre.module.css';

/** The schema's NomineeInput, as the form's rules. */
const NOMINEE_RULES = {
  name: [
    { kind: 'required', message: "Nominee's name is required" },
    { kind: 'maxLength', max: 200, message: 'At most 200 characters' },
  ],
  email: [
    { kind: 'required', message: "Nominee's email is required" },
    { kind: 'email', message: 'Enter an email such as name@example.com' },
    { kind: 'maxLength', max: 254, message: 'At most 254 characters' },
  ],
  relationship: [
    { kind: 'required', message: 'Relationship is required' },
    { kind: 'maxLength', max: 100, message: 'At most 100 characters' },
  ],
} as const satisfies FormRules;

type Values = { name: string; email: string; relationship: string };
const EMPTY: Values = { name: '', email: '', relationship: '' };
const check = (v: Values) =>
  validate(NOMINEE_RULES, { name: v.name.trim(), email: v.email.trim(), relationship: v.relationship.trim() });

function Current({ nominee }: { nominee: Nominee }) {
  return (
    <dl className={portal.Facts}>
      <div>
        <dt>Name</dt>
        <dd>{nominee.name}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{nominee.email}</dd>
      </div>
      <div>
        <dt>Relationship</dt>
        <dd>{nominee.relationship}</dd>
      </div>
      <div>
        <dt>Nominated (IST)</dt>
        <dd>{formatTime(nominee.updatedAt)}</dd>
      </div>
    </dl>
  );
}

/** The person who may exercise the user's rights on death or incapacity (s.14); a new one replaces the old. */
export function NomineeSection({ userId }: { userId: string }) {
  const nominee = useNominee(userId);
  const form = useForm(check, EMPTY);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = nominee.data ?? null;
  const showForm = editing || (nominee.data === null && !nominee.error);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    const { name, email, relationship } = form.values;
    const outcome = await makePrivacyRequest(userId, {
      kind: 'nomination',
      detail: { name: name.trim(), email: email.trim().toLowerCase(), relationship: relationship.trim() },
    });
    setBusy(false);
    if (outcome.error !== undefined) return void toast.error(outcome.error);
    toast.success(`${name.trim()} is your nominee`);
    form.reset(EMPTY);
    setEditing(false);
  }

  return (
    <PortalSection title="Nominee" id="nominee">
      <Card padding="md">
        <div className={styles.Stack}>
          <p className={forms.Note}>
            The person who may exercise your rights here if you die or cannot act yourself. One nominee; a new one
            replaces the old.
          </p>
          {current && !editing && (
            <>
              <Current nominee={current} />
              <div className={forms.Actions}>
                <Button
                  variant="secondary"
                  onPress={() => {
                    form.reset({ name: current.name, email: current.email, relationship: current.relationship });
                    setEditing(true);
                  }}
                >
                  Change nominee
                </Button>
              </div>
            </>
          )}
          {nominee.data === undefined && (
            <p className={forms.Note}>
              {nominee.error ? 'Your nominee could not be loaded.' : 'Loading your nominee…'}
            </p>
          )}
          {showForm && (
            <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="Nominee">
              <div className={forms.Grid}>
                <TextField {...form.field('name')} label="Nominee's name" autoComplete="off" />
                <TextField {...form.field('email')} label="Nominee's email" type="email" autoComplete="off" />
                <TextField
                  {...form.field('relationship')}
                  label="Relationship to you"
                  description="For example: spouse, daughter, business partner."
                  autoComplete="off"
                />
                <div className={`${forms.Actions} ${forms.Wide}`}>
                  <Button type="submit" isPending={busy} pendingLabel="Saving the nominee">
                    Save nominee
                  </Button>
                  {editing && (
                    <Button variant="ghost" onPress={() => setEditing(false)}>
                      Cancel
                    </Button>
                  )}
                </div>
              </div>
            </Form>
          )}
        </div>
      </Card>
    </PortalSection>
  );
}
