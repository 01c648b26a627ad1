import { useState } from 'react';
import { Button, Card, Form, TextField, toast } from '@lnf/ui';
import { customer, gstinProblem, messageFor, type CustomerRecord } from '@lnf/sdk';
import { client } from '../../../lib/api';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import styles from './Profile.module.css';
import forms from '../shared/Forms.module.css';

/** Empty is allowed here: removing the GSTIN is its own button. */
function checkGstin({ gstin }: { gstin: string }): { gstin?: string } {
  const text = gstin.trim().toUpperCase();
  const problem = text ? gstinProblem(text) : null;
  return problem ? { gstin: problem } : {};
}

/**
 * The customer's GST registration: printed on tax invoices issued from now on, and
 * the place of supply follows its state. Checked here as the server checks it (format, state
 * code, check character), so a typo is caught before it is sent.
 */
export function GstinCard({ record, onSaved }: { record: CustomerRecord; onSaved: () => void }) {
  const form = useForm(checkGstin, { gstin: record.gstin ?? '' });
  const value = form.values.gstin;
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);

  async function save(gstin: string, action: 'save' | 'remove') {
    setPending(action);
    try {
      const saved = await customer.updateGstin(client, record.id, gstin);
      form.reset({ gstin: saved.gstin ?? '' });
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
          if (!form.check()) return focusFirstInvalid(event.currentTarget);
          void save(value.trim().toUpperCase(), 'save');
        }}
      >
        <TextField
          {...form.field('gstin')}
          label="GSTIN"
          description="15 characters, e.g. 36AABCL1234M1ZK. Printed on your tax invoices from the next payment on."
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
              onPress={() => {
                form.clearErrors();
                void save('', 'remove');
              }}
            >
              Remove
            </Button>
          )}
        </div>
      </Form>
    </Card>
  );
}
