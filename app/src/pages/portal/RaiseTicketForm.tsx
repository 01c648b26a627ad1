import { useEffect, useState } from 'react';
import { Button, Form, Radio, RadioGroup, Select, toast } from '@lnf/ui';
import { ISSUE_TYPES, MESSAGES, RULES, messageFor, support, validate, type SupportConfig, type Ticket } from '@lnf/sdk';
import { client } from '../../lib/api';
import { TicketLabels, TicketText } from './TicketFields';
import forms from './Forms.module.css';

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
type Errors = Partial<Record<'summary' | 'description' | 'priorityName' | 'issueTypeName', string>>;

const preferred = (list: string[], wanted: string) => (list.includes(wanted) ? wanted : (list[0] ?? ''));
const initial = (config: SupportConfig): Values => ({
  projectKey: config.project_key[0] ?? '',
  priorityName: preferred(config.priority, 'Medium'),
  issueTypeName: 'Task',
  labels: [],
  summary: '',
  description: '',
});

/** Raise a ticket: project, priority, issue type Bug or Task, labels, summary and description. */
export function RaiseTicketForm({ config, reporterName, onRaised, onCancel }: RaiseTicketFormProps) {
  const [values, setValues] = useState(() => initial(config));
  const [errors, setErrors] = useState<Errors | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => setValues((v) => (v.projectKey ? v : initial(config))), [config]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      const next = { ...values, [key]: value };
      setValues(next);
      if (errors) setErrors(validate(RULES.ticket, next));
    };

  async function submit() {
    const found = validate(RULES.ticket, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
      });
      toast.success(MESSAGES.ticketRaised);
      setValues(initial(config));
      setErrors(null);
      onRaised(ticket);
    } catch (error) {
      toast.error(messageFor('support.raiseTicket', error));
    } finally {
      setPending(false);
    }
  }

  const e = errors ?? {};
  return (
    <Form
      aria-label="Raise a ticket"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={forms.Grid}>
        <Select
          label="Project"
          items={config.project_key.map((k) => ({ id: k, label: k }))}
          value={values.projectKey}
          onChange={(key) => set('projectKey')(String(key))}
        />
        <Select
          label="Priority"
          items={config.priority.map((p) => ({ id: p, label: p }))}
          value={values.priorityName}
          onChange={(key) => set('priorityName')(String(key))}
          isInvalid={Boolean(e.priorityName)}
          errorMessage={e.priorityName}
        />
      </div>
      <RadioGroup
        label="Issue type"
        orientation="horizontal"
        value={values.issueTypeName}
        onChange={set('issueTypeName')}
        isInvalid={Boolean(e.issueTypeName)}
        errorMessage={e.issueTypeName}
      >
        {ISSUE_TYPES.map((t) => (
          <Radio key={t} value={t}>
            {t}
          </Radio>
        ))}
      </RadioGroup>
      <TicketLabels options={config.labels} value={values.labels} onChange={set('labels')} />
      <TicketText
        summary={values.summary}
        description={values.description}
        onSummaryChange={set('summary')}
        onDescriptionChange={set('description')}
        errors={e}
      />
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
