import { useState } from 'react';
import { Button, Form, Radio, RadioGroup, Select, toast } from '@lnf/ui';
import {
  ApiError,
  ISSUE_TYPES,
  MESSAGES,
  RULES,
  messageFor,
  support,
  validate,
  type SupportConfig,
  type Ticket,
} from '@lnf/sdk';
import { client } from '../../../lib/api';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { AttachmentsField, useAttachments } from './Attachments';
import { TicketLabels, TicketText } from './TicketFields';
import forms from '../shared/Forms.module.css';

export interface RaiseTicketFormProps {
  /** Allowed project keys, priorities and labels (support configuration). */
  config: SupportConfig;
  /** The reporter's name. */
  reporterName: string;
  onRaised: (ticket: Ticket) => void;
  onCancel: () => void;
}

type Values = {
  projectKey: string;
  priorityName: string;
  issueTypeName: string;
  labels: string[];
  summary: string;
  description: string;
};

/** Project and priority stay empty until picked: the configuration's defaults stand in for them. */
const EMPTY: Values = {
  projectKey: '',
  priorityName: '',
  issueTypeName: 'Task',
  labels: [],
  summary: '',
  description: '',
};
const preferred = (list: string[], wanted: string) => (list.includes(wanted) ? wanted : (list[0] ?? ''));
const withDefaults = (v: Values, config: SupportConfig): Values => ({
  ...v,
  projectKey: v.projectKey || (config.project_key[0] ?? ''),
  priorityName: v.priorityName || preferred(config.priority, 'Medium'),
});

/**
 * Raise a ticket: project, priority, issue type Bug or Task, labels, summary and description, and
 * files (the thread's first entry).
 */
export function RaiseTicketForm({ config, reporterName, onRaised, onCancel }: RaiseTicketFormProps) {
  // Derived, so a configuration that arrives or changes later fills what is still unpicked.
  const form = useForm((v: Values) => validate(RULES.ticket, withDefaults(v, config)), EMPTY);
  const values = withDefaults(form.values, config);
  const { set, errors } = form;
  const [pending, setPending] = useState(false);
  const attachments = useAttachments('a ticket');

  async function submit() {
    setPending(true);
    try {
      const ticket = await support.raiseTicket(client, {
        projectKey: values.projectKey,
        reporterName,
        priorityName: values.priorityName,
        issueTypeName: values.issueTypeName as (typeof ISSUE_TYPES)[number],
        labels: values.labels,
        summary: values.summary.trim(),
        description: values.description.trim(),
        files: attachments.files,
      });
      toast.success(MESSAGES.ticketRaised);
      form.reset();
      attachments.reset();
      onRaised(ticket);
    } catch (error) {
      // A file the server refused is named in its own words, and marked on the zone.
      const aboutFile = error instanceof ApiError && error.status === 400 && attachments.refused(error.message);
      toast.error(aboutFile ? error.message : messageFor('support.raiseTicket', error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form
      aria-label="Raise a ticket"
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.check()) return focusFirstInvalid(event.currentTarget);
        void submit();
      }}
    >
      <div className={forms.Grid}>
        <Select
          label="Project"
          items={config.project_key.map((k) => ({ id: k, label: k }))}
          value={values.projectKey}
          onChange={(key) => set('projectKey', String(key))}
        />
        <Select
          label="Priority"
          items={config.priority.map((p) => ({ id: p, label: p }))}
          value={values.priorityName}
          onChange={(key) => set('priorityName', String(key))}
          isInvalid={Boolean(errors.priorityName)}
          errorMessage={errors.priorityName}
        />
      </div>
      <RadioGroup
        label="Issue type"
        orientation="horizontal"
        value={values.issueTypeName}
        onChange={(type) => set('issueTypeName', type)}
        isInvalid={Boolean(errors.issueTypeName)}
        errorMessage={errors.issueTypeName}
      >
        {ISSUE_TYPES.map((t) => (
          <Radio key={t} value={t}>
            {t}
          </Radio>
        ))}
      </RadioGroup>
      <TicketLabels options={config.labels} value={values.labels} onChange={(labels) => set('labels', labels)} />
      <TicketText
        summary={values.summary}
        description={values.description}
        onSummaryChange={(text) => set('summary', text)}
        onDescriptionChange={(text) => set('description', text)}
        errors={errors}
      />
      <AttachmentsField attachments={attachments} isDisabled={pending} />
      <div className={forms.Actions}>
        <Button type="submit" isPending={pending} pendingLabel="Raising ticket">
          Raise ticket
        </Button>
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
