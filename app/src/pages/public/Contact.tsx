import { customer, ERROR_MESSAGES, messageFor, RULES } from '@lnf/sdk';
import { Button, ComboBox, Form, Select, TextArea, TextField, toast } from '@lnf/ui';
import { useState, type FormEvent } from 'react';
import { contact as copy } from '../../content/contact';
import { COUNTRIES } from '../../content/countries';
import { client } from '../../lib/api';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { ContactFacts } from './ContactFacts';
import { FormLayout } from './FormLayout';
import styles from './FormFields.module.css';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  company: '',
  country: 'India',
  referralSource: '',
  message: '',
};

const countryItems = COUNTRIES.map((c) => ({ id: c.name, label: c.name }));
const sourceItems = copy.referralSources.map((s) => ({ id: s, label: s }));

/** /contact: a message for the vendor, stored in the Contacts table (status NEW). */
export default function Contact() {
  const form = useForm(RULES.contact, EMPTY, { reveal: 'blur' });
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setSending(true);
    try {
      await customer.submitContact(client, form.values);
      toast.success(copy.success);
      form.reset();
    } catch (error) {
      const message = messageFor('customer.submitContact', error);
      toast.error(message === ERROR_MESSAGES.loadDetails ? copy.failure : message);
    } finally {
      setSending(false);
    }
  }

  const field = form.field;
  return (
    <FormLayout intro={copy.intro} formHeading={copy.formHeading} aside={<ContactFacts heading={copy.reachHeading} />}>
      <Form onSubmit={onSubmit} aria-label={copy.formHeading}>
        <div className={styles.Row}>
          <TextField {...field('firstName')} label={copy.labels.firstName} autoComplete="given-name" isRequired />
          <TextField {...field('lastName')} label={copy.labels.lastName} autoComplete="family-name" isRequired />
        </div>
        <div className={styles.Row}>
          <TextField {...field('email')} label={copy.labels.email} type="email" autoComplete="email" isRequired />
          <TextField
            {...field('phoneNumber')}
            label={copy.labels.phoneNumber}
            type="tel"
            autoComplete="tel"
            isRequired
          />
        </div>
        <div className={styles.Row}>
          <TextField {...field('company')} label={copy.labels.company} autoComplete="organization" />
          <ComboBox
            label={copy.labels.country}
            name="country"
            defaultItems={countryItems}
            value={form.values.country || null}
            onChange={(key) => form.set('country', key ? String(key) : '')}
            onBlur={field('country').onBlur}
            isInvalid={Boolean(form.errors.country)}
            errorMessage={form.errors.country}
            isRequired
          />
        </div>
        <Select
          label={copy.labels.referralSource}
          name="referralSource"
          items={sourceItems}
          placeholder="Choose one (optional)"
          value={form.values.referralSource || null}
          onChange={(key) => form.set('referralSource', key ? String(key) : '')}
        />
        <TextArea {...field('message')} label={copy.labels.message} rows={5} isRequired />
        <Button type="submit" size="lg" className={styles.Submit} isPending={sending} pendingLabel={copy.sending}>
          {copy.submit}
        </Button>
      </Form>
    </FormLayout>
  );
}
