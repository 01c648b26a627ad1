import { useState, type FormEvent } from 'react';
import type { Lead } from '@lnf/sdk';
import { Alert, Button, Drawer, Form, Skeleton, TextArea, Timeline } from '@lnf/ui';
import { addLeadNote, useLeadNotes } from '../../data/backofficeLeads';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import forms from '../portal/shared/Forms.module.css';
import styles from './Backoffice.module.css';

/** The note form; a refusal shows the server's reason above it, a kept note is said aloud. */
function NoteForm({ lead }: { lead: Lead }) {
  const check = (v: { body: string }): Partial<Record<'body', string>> =>
    v.body.trim() ? {} : { body: 'Write the note first' };
  const form = useForm(check, { body: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(false);
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    setProblem(null);
    const refused = await addLeadNote(lead, form.values.body.trim());
    setBusy(false);
    if (refused) return setProblem(refused);
    form.reset();
    setAdded(true);
  }

  return (
    <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="Add a note">
      <div className={styles.Stack}>
        {problem && (
          <Alert variant="danger" title="The note was not added" isUrgent>
            {problem}
          </Alert>
        )}
        <TextArea {...form.field('body')} label="Note" description="Seen by LNF staff only." rows={3} />
        <div className={forms.Actions}>
          <Button type="submit" isPending={busy} pendingLabel="Adding the note">
            Add note
          </Button>
          <span role="status">{added ? 'Note added.' : ''}</span>
        </div>
      </div>
    </Form>
  );
}

/**
 * A lead's notes in a drawer (loaded on opening, so the inbox's own code stays small): who wrote
 * each and when, oldest first, and a form to add one (staff who may note).
 */
export default function LeadNotes({ lead, mayNote, onClose }: { lead: Lead; mayNote: boolean; onClose: () => void }) {
  const notes = useLeadNotes(lead);
  const who = [lead.name, lead.company].filter(Boolean).join(' · ') || lead.email;
  return (
    <Drawer title={`Notes on ${who}`} size="lg" isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={styles.Stack}>
        {notes.data ? (
          <Timeline
            aria-label={`Notes on ${who}`}
            headingLevel={3}
            emptyState="No notes yet."
            items={notes.data.notes.map((n) => ({
              id: n.id,
              author: n.author,
              variant: 'internal',
              label: 'Staff note',
              timestamp: n.createdAt,
              body: n.body,
            }))}
          />
        ) : notes.error ? (
          <Alert variant="danger" title="The notes could not be loaded">
            Close this and open it again to retry.
          </Alert>
        ) : (
          <Skeleton lines={3} />
        )}
        {mayNote && <NoteForm lead={lead} />}
      </div>
    </Drawer>
  );
}
