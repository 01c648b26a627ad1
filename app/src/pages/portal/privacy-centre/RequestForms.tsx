import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form, Select, TextArea, TextField, toast } from '@lnf/ui';
import { CORRECTABLE_FIELDS, type PrivacyRequest } from '@lnf/sdk';
import { makePrivacyRequest } from '../../../data/privacy';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { formatTime } from '../shared/istTime';
import forms from '../shared/Forms.module.css';
import { FIELDS } from './labels';
import styles from './PrivacyCentre.module.css';

type Correction = { field: string; value: string; note: string };
type CorrectionErrors = Partial<Record<keyof Correction, string>>;

function checkCorrection(v: Correction): CorrectionErrors {
  const errors: CorrectionErrors = {};
  if (!v.field) errors.field = 'Choose the field to correct';
  if (!v.value.trim()) errors.value = 'Say what it should say';
  else if (v.value.trim().length > 500) errors.value = 'At most 500 characters';
  if (v.note.trim().length > 2_000) errors.note = 'At most 2,000 characters';
  return errors;
}

type Grievance = { text: string };

function checkGrievance(v: Grievance): Partial<Grievance> {
  if (!v.text.trim()) return { text: 'Say what went wrong' };
  if (v.text.trim().length > 5_000) return { text: 'At most 5,000 characters' };
  return {};
}

const FIELD_OPTIONS = CORRECTABLE_FIELDS.map((id) => ({ id, label: FIELDS[id] }));

/** The confirmation: the reference and the first deadline, which the mail repeats. */
const received = (r: PrivacyRequest) =>
  `Request ${r.reference} received. We will acknowledge it by ${formatTime(r.acknowledgeBy)} (IST).`;

/** Ask for a correction: which field, and what it should say. */
export function CorrectionForm({ userId }: { userId: string }) {
  const form = useForm(checkCorrection, { field: '', value: '', note: '' });
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    const note = form.values.note.trim();
    const outcome = await makePrivacyRequest(userId, {
      kind: 'correction',
      detail: { fields: { [form.values.field]: form.values.value.trim() }, ...(note ? { note } : {}) },
    });
    setBusy(false);
    if (outcome.error !== undefined) return void toast.error(outcome.error);
    toast.success(received(outcome.request));
    form.reset();
  }

  return (
    <Card padding="md">
      <h3 id={headingId} className={styles.Subtitle}>
        Ask for a correction
      </h3>
      <Form onSubmit={onSubmit} validationErrors={form.errors} aria-labelledby={headingId}>
        <div className={styles.Stack}>
          <Select
            label="Field"
            items={FIELD_OPTIONS}
            value={form.values.field || null}
            onChange={(key) => form.set('field', String(key ?? ''))}
            isInvalid={Boolean(form.errors.field)}
            errorMessage={form.errors.field}
            placeholder="Choose a field"
          />
          <TextField {...form.field('value')} label="What it should say" />
          <TextArea {...form.field('note')} label="Note (optional)" rows={3} />
          <div className={forms.Actions}>
            <Button type="submit" isPending={busy} pendingLabel="Sending the correction">
              Ask for the correction
            </Button>
          </div>
        </div>
      </Form>
    </Card>
  );
}

/** Raise a grievance: in the customer's own words. */
export function GrievanceForm({ userId }: { userId: string }) {
  const form = useForm(checkGrievance, { text: '' });
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    const outcome = await makePrivacyRequest(userId, { kind: 'grievance', detail: { text: form.values.text.trim() } });
    setBusy(false);
    if (outcome.error !== undefined) return void toast.error(outcome.error);
    toast.success(received(outcome.request));
    form.reset();
  }

  return (
    <Card padding="md">
      <h3 id={headingId} className={styles.Subtitle}>
        Raise a grievance
      </h3>
      <Form onSubmit={onSubmit} validationErrors={form.errors} aria-labelledby={headingId}>
        <div className={styles.Stack}>
          <TextArea
            {...form.field('text')}
            label="Your grievance"
            description="How we handled your personal data, and what you want us to do."
            rows={5}
          />
          <div className={forms.Actions}>
            <Button type="submit" isPending={busy} pendingLabel="Sending the grievance">
              Raise the grievance
            </Button>
          </div>
        </div>
      </Form>
    </Card>
  );
}

/** Both forms side by side (a column on phones): RequestsSection loads them lazily. */
export default function RequestForms({ userId }: { userId: string }) {
  return (
    <div className={styles.Columns}>
      <CorrectionForm userId={userId} />
      <GrievanceForm userId={userId} />
    </div>
  );
}
