import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { textField } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
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
   * `validationErrors`, or native constraints). Without it the browser's own message shows.
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * The input type. `password` adds a button that shows and hides the text.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  /**
   * Placeholder; never a replacement for the label.
   * @default undefined
   */
  placeholder?: string;
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
}

/** A labelled single-line input with description and error text (React Aria TextField). */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  const t = useMessages(textField);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <AriaTextField
      {...props}
      type={isPassword && revealed ? 'text' : type}
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
      <div className={styles.Control}>
        <Input className={styles.Input} placeholder={placeholder} data-has-toggle={isPassword || undefined} />
        {isPassword && (
          <AriaButton
            className={styles.Toggle}
            aria-label={t(revealed ? 'hidePassword' : 'showPassword')}
            onPress={() => setRevealed((shown) => !shown)}
            isDisabled={props.isDisabled}
          >
            {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </AriaButton>
        )}
      </div>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
