import { TextField } from '@lnf/ui';
import type { AddressErrors, AddressField, AddressValues } from './customerModel';
import styles from './Forms.module.css';

export interface AddressFieldsProps {
  /** The fieldset's legend, e.g. 'Billing address'. */
  legend: string;
  /** Prefix of the inputs' names, so two address blocks in one form stay apart. */
  name: string;
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  errors?: AddressErrors;
}

const FIELDS: Array<{ id: AddressField; label: string; autoComplete: string; wide?: boolean; required?: boolean }> = [
  { id: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1', wide: true, required: true },
  { id: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { id: 'town', label: 'Town or locality', autoComplete: 'address-level3' },
  { id: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { id: 'state', label: 'State', autoComplete: 'address-level1', required: true },
  { id: 'postCode', label: 'Post code', autoComplete: 'postal-code', required: true },
  { id: 'country', label: 'Country', autoComplete: 'country-name', required: true },
];

/** The fields of an address (spec section 3) in a labelled group. */
export function AddressFields({ legend, name, value, onChange, errors = {} }: AddressFieldsProps) {
  return (
    <fieldset className={styles.Fieldset}>
      <legend className={styles.Legend}>{legend}</legend>
      <div className={styles.Grid}>
        {FIELDS.map((f) => (
          <TextField
            key={f.id}
            className={f.wide ? styles.Wide : undefined}
            label={f.label}
            name={`${name}.${f.id}`}
            autoComplete={f.autoComplete}
            isRequired={f.required}
            value={value[f.id]}
            onChange={(text) => onChange({ ...value, [f.id]: text })}
            isInvalid={Boolean(errors[f.id])}
            errorMessage={errors[f.id]}
          />
        ))}
      </div>
    </fieldset>
  );
}
