import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  composeRenderProps,
  type InputProps,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { numberField } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './NumberField.module.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'> {
  /**
   * The root element (the field's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; every field has one. */
  label: ReactNode;
  /**
   * Help text under the input, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, shown when the field is invalid (`isInvalid`, a Form's
   * `validationErrors`, or `minValue` / `maxValue`).
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Placeholder; never a replacement for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Hides the increment and decrement buttons (arrow keys still step the value).
   * @default false
   */
  hideStepper?: boolean;
  /**
   * Whether a value is required; adds a visual marker and `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the field is invalid, for errors the app computes itself.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether the field is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Locale-aware display, e.g. `{ style: 'currency', currency: 'EUR' }`.
   * @default undefined
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Accessible name of the increment button.
   * @default 'Increase {label}' (from the message catalogue, in the I18nProvider's language)
   */
  incrementAriaLabel?: string;
  /**
   * Accessible name of the decrement button.
   * @default 'Decrease {label}' (from the message catalogue, in the I18nProvider's language)
   */
  decrementAriaLabel?: string;
}

/**
 * A labelled number input (React Aria NumberField): locale-aware parsing and formatting, arrow
 * keys and the stepper buttons step by `step` within `minValue` and `maxValue`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper = false,
  className,
  ...props
}: NumberFieldProps) {
  const t = useMessages(numberField);
  // React Aria names the steppers 'Increase' + the label (through aria-labelledby), or 'Increase
  // Quantity' for an aria-label, in English only; the same names here from the catalogue.
  const fieldLabel = props['aria-label'];
  const stepLabel = (step: 'increase' | 'decrease') =>
    fieldLabel ? t(`${step}Field`, { label: fieldLabel }) : t(step);
  // Its 'Number field' role description too, kept off where React Aria leaves it off (iOS).
  const renderInput: InputProps['render'] = (inputProps) => (
    <input
      {...inputProps}
      aria-roledescription={inputProps['aria-roledescription'] ? t('role') : inputProps['aria-roledescription']}
    />
  );
  return (
    <AriaNumberField {...props} className={composeRenderProps(className, (name) => clsx(styles.Root, name))}>
      <Label className={styles.Label}>
        {label}
        {props.isRequired && (
          <span className={styles.Required} aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      <Group className={styles.Group}>
        {!hideStepper && (
          <AriaButton
            slot="decrement"
            aria-label={props.decrementAriaLabel ?? stepLabel('decrease')}
            className={styles.Step}
          >
            <Minus aria-hidden />
          </AriaButton>
        )}
        <Input className={styles.Input} placeholder={placeholder} render={renderInput} />
        {!hideStepper && (
          <AriaButton
            slot="increment"
            aria-label={props.incrementAriaLabel ?? stepLabel('increase')}
            className={styles.Step}
          >
            <Plus aria-hidden />
          </AriaButton>
        )}
      </Group>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
