import clsx from 'clsx';
import { Check, Minus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  Text,
  composeRenderProps,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /**
   * The root element (the field's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label beside the box; clicking it toggles the checkbox. */
  label: ReactNode;
  /**
   * Help text under the label, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, shown when the checkbox is invalid (`isInvalid`, a Form's
   * `validationErrors`, or `isRequired` after a submit).
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Whether it must be checked (e.g. accepting the terms); adds a visual marker and `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the checkbox is invalid, for errors the app computes itself.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether the checkbox is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Shows a dash for a partly selected set; the next press checks it.
   * @default false
   */
  isIndeterminate?: boolean;
}

/** A labelled checkbox with description and error text (React Aria CheckboxField). */
export function Checkbox({ label, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={composeRenderProps(className, (name) => clsx(styles.Root, name))}>
      <CheckboxButton className={styles.Button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.Box} aria-hidden>
              {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
            </span>
            <span className={styles.Label}>
              {label}
              {props.isRequired && (
                <span className={styles.Required} aria-hidden>
                  {' *'}
                </span>
              )}
            </span>
          </>
        )}
      </CheckboxButton>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
