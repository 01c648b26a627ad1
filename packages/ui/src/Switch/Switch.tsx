import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  FieldError,
  SwitchButton,
  SwitchField,
  Text,
  composeRenderProps,
  type SwitchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /**
   * The root element (the field's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label beside the track; clicking it toggles the switch. */
  label: ReactNode;
  /**
   * Help text under the label, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, shown when the switch is invalid (`isInvalid` or a Form's
   * `validationErrors`).
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Whether it must be on; adds a visual marker and `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the switch is invalid, for errors the app computes itself.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether the switch is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * An on/off setting that takes effect at once (React Aria SwitchField). Use a Checkbox for a
 * choice that is submitted with a form.
 */
export function Switch({ label, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={composeRenderProps(className, (name) => clsx(styles.Root, name))}>
      <SwitchButton className={styles.Button}>
        <span className={styles.Track} aria-hidden>
          <span className={styles.Thumb} />
        </span>
        <span className={styles.Label}>
          {label}
          {props.isRequired && (
            <span className={styles.Required} aria-hidden>
              {' *'}
            </span>
          )}
        </span>
      </SwitchButton>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
    </SwitchField>
  );
}
