import { useState } from 'react';
import { Button, Card, Form, TextField, toast } from '@lnf/ui';
import { customer, gstinProblem, messageFor, type CustomerRecord } from '@lnf/sdk';
import { client } from '../../lib/api';
import styles from './Profile.module.css';
import forms from './Forms.module.css';

/**
 * The customer's GST registration (issue 12): printed on tax invoices issued from now on, and
 * the place of supply follows its state. Checked here as the server checks it (format, state
 * code, check character), so a typo is caught before it is sent.
 */
export function GstinCard({ record, onSaved }: { record: CustomerRecord; onSaved: () => void }) {
  const [value, setValue] = useState(record.gstin ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);

  async function save(gstin: string, action: 'save' | 'remove') {
    const problem = gstin ? gstinProblem(gstin) : null;
    setError(problem);
    if (problem) return;
    setPending(action);
    try {
      const saved = await customer.updateGstin(client, record.id, gstin);
      setValue(saved.gstin ?? '');
      toast.success(saved.gstin ? 'GSTIN saved: it appears on your next tax invoices' : 'GSTIN removed');
      onSaved();
    } catch (e) {
      toast.error(messageFor('customer.updateGstin', e));
    } finally {
      setPending(null);
    }
  }

  return (
    <Card padding="md">
      <Form
        aria-label="GST registration"
        className={styles.Gstin}
        onSubmit={(event) => {
          event.preventDefault();
          void save(value.trim().toUpperCase(), 'save');
        }}
      >
        <TextField
          label="GSTIN"
          description="15 characters, e.g. 36AABCL1234M1ZK. Printed on your tax invoices from the next payment on."
          value={value}
          onChange={(v) => {
            setValue(v);
            if (error) setError(v.trim() ? gstinProblem(v.trim().toUpperCase()) : null);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          autoComplete="off"
          maxLength={15}
        />
        <div className={forms.Actions}>
          <Button
            type="submit"
            isPending={pending === 'save'}
            pendingLabel="Saving GSTIN"
            isDisabled={!value.trim() || value.trim().toUpperCase() === record.gstin}
          >
            Save GSTIN
          </Button>
          {record.gstin && (
            <Button
              variant="ghost"
              isPending={pending === 'remove'}
              pendingLabel="Removing GSTIN"
              onPress={() => void save('', 'remove')}
            >
              Remove
            </Button>
          )}
        </div>
      </Form>
    </Card>
  );
}
