import { useState, type FormEvent } from 'react';
import type { PrivacyRequest } from '@lnf/sdk';
import { Button, Form, Modal, Radio, RadioGroup, TextArea, toast } from '@lnf/ui';
import { resolvePrivacyRequest } from '../../../data/privacyRequests';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import forms from '../shared/Forms.module.css';

type Values = { status: 'COMPLETED' | 'REJECTED'; response: string };

const check = (v: Values): Partial<Record<keyof Values, string>> =>
  !v.response.trim()
    ? { response: 'Write the answer the customer will read' }
    : v.response.length > 5_000
      ? { response: 'At most 5,000 characters' }
      : {};

/** What the customer asked, in words: a grievance's text, or each correction asked for. */
function asked(detail: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (typeof detail.text === 'string') lines.push(detail.text);
  if (detail.fields && typeof detail.fields === 'object')
    for (const [field, value] of Object.entries(detail.fields as Record<string, unknown>))
      lines.push(`Correct ${field} to “${String(value)}”`);
  if (typeof detail.note === 'string' && detail.note) lines.push(`Note: ${detail.note}`);
  return lines.length ? lines : ['No detail given.'];
}

/**
 * Answers a request (the Act's 30-day clock stops): done, or refused with the reason. The customer
 * reads the answer in their privacy centre.
 */
export default function AnswerModal({ request, onClose }: { request: PrivacyRequest; onClose: () => void }) {
  const form = useForm(check, { status: 'COMPLETED', response: '' } as Values);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    const done = await resolvePrivacyRequest(request.reference, {
      status: form.values.status,
      response: form.values.response.trim(),
    });
    setBusy(false);
    if (!done) return;
    toast.success(`Answered ${request.reference}`);
    onClose();
  }

  return (
    <Modal title={`Answer ${request.reference}`} size="sm" isOpen isDismissable={!busy} onOpenChange={onClose}>
      {asked(request.detail).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label={`Answer ${request.reference}`}>
        <RadioGroup
          label="Outcome"
          value={form.values.status}
          onChange={(status) => form.setValues({ ...form.values, status: status as Values['status'] })}
        >
          <Radio value="COMPLETED">Done as asked</Radio>
          <Radio value="REJECTED">Refused, with the reason</Radio>
        </RadioGroup>
        <TextArea {...form.field('response')} label="Answer to the customer" rows={5} />
        <div className={forms.Actions}>
          <Button type="submit" isPending={busy} pendingLabel="Sending the answer">
            Send answer
          </Button>
          <Button variant="ghost" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
