import { useState } from 'react';
import { Button, ButtonLink, Card, Form, Skeleton, toast } from '@lnf/ui';
import { BUSINESS_CATEGORIES, MESSAGES, customer, messageFor, type CustomerRecord, type SavedAddress } from '@lnf/sdk';
import { client } from '../../../lib/api';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { useCustomer } from '../../../data/customer';
import { useAuth } from '../../../state/auth';
import { AddressFields } from '../shared/AddressFields';
import { GstinCard } from './GstinCard';
import { PortalPage, PortalSection } from '../shared/PortalPage';
import {
  addressValues,
  COMMUNICATION_LABELS,
  EMPTY_ADDRESS,
  toAddress,
  validateAddress,
} from '../shared/customerModel';
import styles from './Profile.module.css';
import forms from '../shared/Forms.module.css';

const categoryLabel = (value: string) => BUSINESS_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** The customer's details and addresses (a primary and at most one other); addresses can be changed. */
export default function Profile() {
  const { user } = useAuth();
  const record = useCustomer(user?.email);
  if (!user) return null;

  return (
    <PortalPage
      eyebrow="Profile"
      title="Your profile"
      lead="The details and addresses we use for your orders and invoices."
      width="narrow"
    >
      {record.isLoading ? (
        <Skeleton variant="rect" height="16rem" />
      ) : record.error ? (
        <p role="alert">{messageFor('customer.getByEmail', record.error)}</p>
      ) : !record.data ? (
        <Card variant="subtle" padding="md" className={styles.Empty}>
          <p>No customer details yet. They are saved with your first order, under {user.email}.</p>
          <ButtonLink href="/our-plans" size="sm">
            See our plans
          </ButtonLink>
        </Card>
      ) : (
        <ProfileDetails record={record.data} onSaved={() => void record.mutate()} />
      )}
    </PortalPage>
  );
}

function ProfileDetails({ record, onSaved }: { record: CustomerRecord; onSaved: () => void }) {
  const primary = record.addresses.find((a) => a.type === 'Primary');
  const other = record.addresses.find((a) => a.type === 'Other');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PortalSection title="Customer details">
        <Card padding="md">
          <dl className={styles.Details}>
            <div>
              <dt>Name</dt>
              <dd>{record.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{record.email}</dd>
            </div>
            <div>
              <dt>Mobile</dt>
              <dd>{record.mobile}</dd>
            </div>
            <div>
              <dt>Business category</dt>
              <dd>{categoryLabel(record.businessCategory)}</dd>
            </div>
            <div>
              <dt>Website</dt>
              <dd>{record.website || '—'}</dd>
            </div>
            <div>
              <dt>Contact by</dt>
              <dd>{COMMUNICATION_LABELS[record.communication]}</dd>
            </div>
            <div>
              <dt>Product news</dt>
              <dd>{record.marketingPreference ? 'Yes, send me news and offers' : 'No'}</dd>
            </div>
          </dl>
        </Card>
      </PortalSection>
      <PortalSection title="GST registration">
        <GstinCard record={record} onSaved={onSaved} />
      </PortalSection>
      <PortalSection
        title="Addresses"
        actions={
          !other && !adding ? (
            <Button variant="secondary" size="sm" onPress={() => setAdding(true)}>
              Add another address
            </Button>
          ) : undefined
        }
      >
        <ul className={styles.Addresses}>
          {primary && <AddressCard customerId={record.id} address={primary} onSaved={onSaved} />}
          {other && <AddressCard customerId={record.id} address={other} onSaved={onSaved} />}
          {adding && (
            <AddressCard
              customerId={record.id}
              address={{ ...EMPTY_ADDRESS, id: crypto.randomUUID(), type: 'Other' }}
              isNew
              onSaved={() => {
                setAdding(false);
                onSaved();
              }}
              onCancel={() => setAdding(false)}
            />
          )}
        </ul>
      </PortalSection>
    </>
  );
}

interface AddressCardProps {
  customerId: string;
  address: SavedAddress;
  isNew?: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}

function AddressCard({ customerId, address, isNew = false, onSaved, onCancel }: AddressCardProps) {
  const [editing, setEditing] = useState(isNew);
  const form = useForm(validateAddress, addressValues(address));
  const [saving, setSaving] = useState(false);
  const title = address.type === 'Primary' ? 'Primary address' : 'Other address';

  async function save() {
    setSaving(true);
    try {
      await customer.updateAddress(client, customerId, address.id, toAddress(form.values, address.type));
      toast.success(MESSAGES.addressUpdated);
      setEditing(false);
      form.clearErrors();
      onSaved();
    } catch (error) {
      toast.error(messageFor('customer.updateAddress', error));
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    form.reset(addressValues(address));
    setEditing(false);
    onCancel?.();
  }

  return (
    <Card as="li" padding="md" className={styles.Address}>
      {editing ? (
        <Form
          aria-label={`Edit ${title.toLowerCase()}`}
          onSubmit={(e) => {
            e.preventDefault();
            if (!form.check()) return focusFirstInvalid(e.currentTarget);
            void save();
          }}
        >
          <AddressFields
            legend={title}
            name={address.type.toLowerCase()}
            value={form.values}
            onChange={form.setValues}
            errors={form.errors}
          />
          <div className={forms.Actions}>
            <Button type="submit" isPending={saving} pendingLabel="Saving address">
              Save address
            </Button>
            <Button variant="ghost" onPress={cancel}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <div className={styles.AddressHead}>
            <h3 className={styles.AddressTitle}>{title}</h3>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => setEditing(true)}
              aria-label={`Edit ${title.toLowerCase()}`}
            >
              Edit
            </Button>
          </div>
          <address className={styles.AddressText}>
            {[
              address.addressLine1,
              address.addressLine2,
              address.town,
              address.city,
              `${address.state} ${address.postCode}`,
              address.country,
            ]
              .filter((line) => line && line.trim())
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
          </address>
        </>
      )}
    </Card>
  );
}
