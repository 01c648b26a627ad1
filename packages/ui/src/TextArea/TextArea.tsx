import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  /**
   * The root element (the field's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; every field has one. */
  label: ReactNode;
  /**
   * Help text under the text area, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, shown when the field is invalid (`isInvalid`, a Form's
   * `validationErrors`, or native constraints).
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Placeholder; never a replacement for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Visible lines before the text area scrolls; it can be resized vertically.
   * @default 4
   */
  rows?: number;
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
}

/** A labelled multi-line input with description and error text (React Aria TextField + TextArea). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={composeRenderProps(className, (name) => clsx(styles.Root, name))}>
      <Label className={styles.Label}>
        {label}
        {props.isRequired && (
          <span className={styles.Required} aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      <AriaTextArea className={styles.Input} placeholder={placeholder} rows={rows} />
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
