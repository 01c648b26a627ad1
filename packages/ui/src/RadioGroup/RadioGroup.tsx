import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  composeRenderProps,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import styles from './RadioGroup.module.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  /**
   * The root element (the group's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label of the group; it names the radiogroup. */
  label: ReactNode;
  /** The `Radio` options. */
  children: ReactNode;
  /**
   * Help text under the options, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, shown when the group is invalid (`isInvalid`, a Form's
   * `validationErrors`, or `isRequired` after a submit).
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * `vertical` stacks the options; `horizontal` puts them in a wrapping row.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Whether a choice is required; adds a visual marker and `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the group is invalid, for errors the app computes itself.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether every option is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * A labelled single choice with every option in view (React Aria RadioGroup): arrow keys move
 * between options, Tab leaves the group.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (name) => clsx(styles.Root, name))}
    >
      <Label className={styles.Label}>
        {label}
        {props.isRequired && (
          <span className={styles.Required} aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      <div className={styles.Options}>{children}</div>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /**
   * The root element (the field's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The option's visible label. */
  children: ReactNode;
  /**
   * Help text under this option, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Whether this option is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/** One option of a RadioGroup (React Aria RadioField); `value` is what the group reports. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={composeRenderProps(className, (name) => clsx(styles.Radio, name))}>
      <RadioButton className={styles.Button}>
        <span className={styles.Circle} aria-hidden />
        <span className={styles.RadioLabel}>{children}</span>
      </RadioButton>
      {description && (
        <Text slot="description" className={styles.RadioDescription}>
          {description}
        </Text>
      )}
    </RadioField>
  );
}
