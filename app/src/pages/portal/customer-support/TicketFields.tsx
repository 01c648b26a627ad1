import { Checkbox, TextArea, TextField } from '@lnf/ui';
import styles from './CustomerSupport.module.css';
import forms from '../shared/Forms.module.css';

/** The configured labels as checkboxes; nothing when the configuration has none. */
export function TicketLabels({
  options,
  value,
  onChange,
}: {
  options: string[];
  value: string[];
  onChange: (labels: string[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className={forms.Fieldset}>
      <legend className={styles.Legend}>Labels</legend>
      <div className={styles.Labels}>
        {options.map((label) => (
          <Checkbox
            key={label}
            label={label}
            isSelected={value.includes(label)}
            onChange={(on) => onChange(on ? [...value, label] : value.filter((l) => l !== label))}
          />
        ))}
      </div>
    </fieldset>
  );
}

export interface TicketTextProps {
  summary: string;
  description: string;
  onSummaryChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  /** Field errors from the ticket rules, shown under each field. */
  errors: { summary?: string; description?: string };
}

/** A ticket's summary and description, both required, with the rules' messages. */
export function TicketText({ summary, description, onSummaryChange, onDescriptionChange, errors }: TicketTextProps) {
  return (
    <>
      <TextField
        label="Summary"
        name="summary"
        isRequired
        value={summary}
        onChange={onSummaryChange}
        isInvalid={Boolean(errors.summary)}
        errorMessage={errors.summary}
      />
      <TextArea
        label="Description"
        name="description"
        isRequired
        rows={5}
        value={description}
        onChange={onDescriptionChange}
        isInvalid={Boolean(errors.description)}
        errorMessage={errors.description}
      />
    </>
  );
}
