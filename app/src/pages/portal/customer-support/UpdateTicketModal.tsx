import { useState } from 'react';
import { Button, Form, Modal, Select, toast } from '@lnf/ui';
import { MESSAGES, RULES, messageFor, pickRules, support, type SupportConfig, type Ticket } from '@lnf/sdk';
import { client } from '../../../lib/api';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { TicketLabels, TicketText } from './TicketFields';
import forms from '../shared/Forms.module.css';

export interface UpdateTicketModalProps {
  /** The ticket being edited; null closes the modal. */
  ticket: Ticket | null;
  config: SupportConfig;
  onClose: () => void;
  onUpdated: (ticket: Ticket) => void;
}

const rules = pickRules(RULES.ticket, ['summary', 'description']);

/** Update a ticket's summary, description, priority and labels. */
export function UpdateTicketModal({ ticket, config, onClose, onUpdated }: UpdateTicketModalProps) {
  return (
    <Modal
      title={ticket ? `Update ticket ${ticket.ticketNumber}` : 'Update ticket'}
      size="sm"
      isOpen={ticket !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {ticket && (
        <UpdateTicketForm
          key={ticket.reference}
          ticket={ticket}
          config={config}
          onCancel={onClose}
          onUpdated={onUpdated}
        />
      )}
    </Modal>
  );
}

function UpdateTicketForm({
  ticket,
  config,
  onCancel,
  onUpdated,
}: {
  ticket: Ticket;
  config: SupportConfig;
  onCancel: () => void;
  onUpdated: (t: Ticket) => void;
}) {
  const form = useForm(rules, {
    summary: ticket.summary,
    description: ticket.description,
    priority: ticket.priority,
    labels: ticket.labels,
  });
  const { values, set } = form;
  const [pending, setPending] = useState(false);

  async function save() {
    setPending(true);
    try {
      const updated = await support.updateTicket(client, ticket.ticketNumber, {
        summary: values.summary.trim(),
        description: values.description.trim(),
        priority: values.priority,
        labels: values.labels,
      });
      toast.success(MESSAGES.ticketUpdated);
      onUpdated(updated);
    } catch (error) {
      toast.error(messageFor('support.updateTicket', error));
      setPending(false);
    }
  }

  return (
    <Form
      aria-label={`Update ticket ${ticket.ticketNumber}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.check()) return focusFirstInvalid(event.currentTarget);
        void save();
      }}
    >
      <TicketText
        summary={values.summary}
        description={values.description}
        onSummaryChange={(text) => set('summary', text)}
        onDescriptionChange={(text) => set('description', text)}
        errors={form.errors}
      />
      <Select
        label="Priority"
        items={config.priority.map((p) => ({ id: p, label: p }))}
        value={values.priority}
        onChange={(key) => set('priority', String(key))}
      />
      <TicketLabels options={config.labels} value={values.labels} onChange={(labels) => set('labels', labels)} />
      <div className={forms.Actions}>
        <Button type="submit" isPending={pending} pendingLabel="Saving ticket">
          Save changes
        </Button>
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
