import { lazy, Suspense, useId, useState } from 'react';
import { Card, Checkbox, Radio, RadioGroup, Switch, TextField } from '@lnf/ui';
import { AddressFields } from '../shared/AddressFields';
import { COMMUNICATION_LABELS, type Communication } from '../shared/customerModel';
import { CATEGORY_OPTIONS, type OrderFormErrors, type OrderFormValues } from './orderFormModel';
import styles from './Basket.module.css';
import forms from '../shared/Forms.module.css';

// React Aria's ComboBox (its collection, selection, list box and popover: about 35 KB gzip) is
// fetched as the form renders, not with the route; a read-only field of the same label and value
// stands in for the moment it takes, and hands focus over if it had it.
const ComboBox = lazy(() => import('@lnf/ui/ComboBox').then((m) => ({ default: m.ComboBox })));

export interface OrderFormProps {
  value: OrderFormValues;
  onChange: (next: OrderFormValues) => void;
  /** The errors to show: none until a submit was tried (spec section 5). */
  errors: Partial<OrderFormErrors>;
}

/** The basket's customer form (spec section 3) with the billing and, when it differs, the service address. */
export function OrderForm({ value, onChange, errors }: OrderFormProps) {
  const headingId = useId();
  const set =
    <K extends keyof OrderFormValues>(key: K) =>
    (next: OrderFormValues[K]) =>
      onChange({ ...value, [key]: next });
  const err = errors.customer ?? {};
  const [categoryFocused, setCategoryFocused] = useState(false);
  const text = (key: 'fullName' | 'mobileNumber' | 'email' | 'website') => ({
    name: key,
    value: value[key],
    onChange: set(key),
    isInvalid: Boolean(err[key]),
    errorMessage: err[key],
  });

  return (
    <Card as="section" aria-labelledby={headingId} padding="md" className={styles.Options}>
      <h2 id={headingId} className={styles.PlanName}>
        Your details
      </h2>
      <div className={forms.Grid}>
        <TextField label="Full name" autoComplete="name" isRequired {...text('fullName')} />
        <TextField label="Mobile number" type="tel" autoComplete="tel" isRequired {...text('mobileNumber')} />
        <TextField label="Email" type="email" autoComplete="email" isRequired {...text('email')} />
        <TextField
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://example.com"
          {...text('website')}
        />
        <Suspense
          fallback={
            <TextField
              className={forms.Wide}
              label="Business category"
              isRequired
              isReadOnly
              value={CATEGORY_OPTIONS.find((o) => o.id === value.category)?.label ?? ''}
              onFocusChange={setCategoryFocused}
              isInvalid={Boolean(err.category)}
              errorMessage={err.category}
            />
          }
        >
          <ComboBox
            className={forms.Wide}
            label="Business category"
            isRequired
            autoFocus={categoryFocused}
            defaultItems={CATEGORY_OPTIONS}
            selectedKey={value.category || null}
            onSelectionChange={(key) => set('category')(key === null ? '' : String(key))}
            isInvalid={Boolean(err.category)}
            errorMessage={err.category}
          />
        </Suspense>
      </div>
      <RadioGroup
        label="Preferred way to reach you"
        orientation="horizontal"
        value={value.communication}
        onChange={(v) => set('communication')(v as Communication)}
      >
        {(Object.keys(COMMUNICATION_LABELS) as Communication[]).map((c) => (
          <Radio key={c} value={c}>
            {COMMUNICATION_LABELS[c]}
          </Radio>
        ))}
      </RadioGroup>
      <Switch
        label="Send me product news and offers"
        isSelected={value.marketingPreference}
        onChange={set('marketingPreference')}
      />
      <AddressFields
        legend="Billing address"
        name="billing"
        value={value.billing}
        onChange={set('billing')}
        errors={errors.billing}
      />
      <Checkbox
        label="The service address is the same as the billing address"
        isSelected={value.isSameAddress}
        onChange={set('isSameAddress')}
      />
      {!value.isSameAddress && (
        <AddressFields
          legend="Service address"
          name="other"
          value={value.other}
          onChange={set('other')}
          errors={errors.other}
        />
      )}
    </Card>
  );
}
