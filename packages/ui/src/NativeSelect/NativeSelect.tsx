import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FormContext, useSlottedContext } from 'react-aria-components';
import { select } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './NativeSelect.module.css';

/** One option of a NativeSelect. */
export interface NativeSelectOption {
  /** The value passed to `onChange` and submitted with the form. */
  id: string;
  /** The visible text. */
  label: string;
  /**
   * Whether the option can be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'value' | 'defaultValue' | 'onChange' | 'disabled' | 'required' | 'multiple' | 'size' | 'placeholder'
> {
  /**
   * The `<select>` element, so the app can focus it.
   * @default undefined
   */
  ref?: Ref<HTMLSelectElement>;
  /** The visible label; every field has one. */
  label: ReactNode;
  /** The options, in the order shown. */
  items: readonly NativeSelectOption[];
  /**
   * The chosen option's `id`, controlled; `null` when nothing is chosen yet.
   * @default undefined
   */
  value?: string | null;
  /**
   * The option chosen at first, uncontrolled.
   * @default the placeholder when there is one, else the first option
   */
  defaultValue?: string;
  /**
   * Called with the chosen option's `id` (`''` for the placeholder).
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Text of an empty first option (value `''`), shown while nothing is chosen. A required field's
   * placeholder cannot be chosen back once an option is.
   * @default none; 'Select an item' when `value` or `defaultValue` is not among `items`
   */
  placeholder?: string;
  /**
   * Help text under the field, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, shown when the field is invalid (`isInvalid`, or a Form's
   * `validationErrors` for its `name`).
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Whether a choice is required; adds a visual marker and the native `required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the field is invalid, for errors the app computes itself. A Form's
   * `validationErrors[name]` also makes it invalid, until the next choice.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether the field is disabled (the native `disabled`: it also leaves the tab order).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Class on the root element (the field's `<div>`).
   * @default undefined
   */
  className?: string;
}

/**
 * A labelled single choice on the browser's own `<select>`, in Select's look: no JavaScript for
 * the list (it is the platform's picker, a sheet or wheel on phones) and none of React Aria's
 * overlay code, so a page of filters stays light. Use Select for options with custom content or
 * a list that must look the same everywhere, ComboBox when people need to search.
 */
export function NativeSelect({
  label,
  items,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  name,
  id: idProp,
  className,
  ref,
  ...props
}: NativeSelectProps) {
  const ownId = useId();
  const id = idProp ?? ownId;
  const t = useMessages(select);

  const form = useSlottedContext(FormContext);
  const formError = name ? form?.validationErrors?.[name] : undefined;
  // A Form's error for this field holds until the person chooses again.
  const [editedSince, setEditedSince] = useState<unknown>(undefined);
  const serverError = formError !== undefined && formError !== editedSince ? [formError].flat().join(' ') : undefined;
  const invalid = isInvalid || serverError !== undefined;
  const message = serverError ?? errorMessage;

  // A native select always shows some option: without an empty one, a value outside `items`
  // would show the first option as chosen while the app holds none.
  const initial = value !== undefined ? value : defaultValue;
  const empty =
    placeholder ?? (initial !== undefined && !items.some((item) => item.id === initial) ? t('placeholder') : undefined);

  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [description ? descriptionId : null, invalid && message ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={clsx(styles.Root, className)}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label htmlFor={id} className={styles.Label}>
        {label}
        {isRequired && (
          <span className={styles.Required} aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      <div className={styles.Control}>
        <select
          {...props}
          ref={ref}
          id={id}
          name={name}
          className={styles.Select}
          {...(value !== undefined
            ? { value: value ?? '' }
            : { defaultValue: defaultValue ?? (empty ? '' : undefined) })}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setEditedSince(formError);
            onChange?.(event.target.value);
          }}
        >
          {empty !== undefined && (
            <option value="" disabled={isRequired} hidden={isRequired}>
              {empty}
            </option>
          )}
          {items.map((item) => (
            <option key={item.id} value={item.id} disabled={item.isDisabled}>
              {item.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.Chevron} aria-hidden />
      </div>
      {description && (
        <span id={descriptionId} className={styles.Description}>
          {description}
        </span>
      )}
      {invalid && message && (
        <span id={errorId} className={styles.Error}>
          {message}
        </span>
      )}
    </div>
  );
}
