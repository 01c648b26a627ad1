import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  composeRenderProps,
  type Key,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { select } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './Select.module.css';

/** One option of a Select given through `items`. */
export interface SelectOption {
  /** The key passed to `onChange` and submitted with the form. */
  id: Key;
  /** The visible text, also used for type-ahead. */
  label: string;
  /**
   * Whether the option can be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption = SelectOption> extends Omit<
  AriaSelectProps<T, 'single'>,
  'children' | 'selectionMode'
> {
  /**
   * The root element (the field's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; every field has one. */
  label: ReactNode;
  /**
   * The options as `{ id, label }` objects; use `children` instead for hand-written `SelectItem`s.
   * @default undefined
   */
  items?: Iterable<T>;
  /**
   * `SelectItem` elements, or a function rendering one per item of `items`.
   * @default one SelectItem per item, showing its label
   */
  children?: ReactNode | ((item: T) => ReactNode);
  /**
   * Help text under the field, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, shown when the field is invalid (`isInvalid`, a Form's
   * `validationErrors`, or `isRequired` after a submit).
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Text shown while nothing is chosen.
   * @default 'Select an item'
   */
  placeholder?: string;
  /**
   * Whether a choice is required; adds a visual marker and `aria-required`.
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

/**
 * A labelled single choice from a short list (React Aria Select): a button that opens a listbox
 * popover, with type-ahead and full keyboard support. Use ComboBox when people need to search.
 */
export function Select<T extends SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  const t = useMessages(select);
  return (
    <AriaSelect
      {...props}
      placeholder={props.placeholder ?? t('placeholder')}
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
      <AriaButton className={styles.Trigger}>
        <SelectValue className={styles.Value} />
        <ChevronDown className={styles.Chevron} aria-hidden />
      </AriaButton>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
      <Popover className={styles.Popover}>
        <ListBox items={items} className={styles.ListBox}>
          {children ??
            ((item: T) => (
              <SelectItem id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
                {item.label}
              </SelectItem>
            ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps extends Omit<ListBoxItemProps, 'children'> {
  /**
   * The root element (the option's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The option's content; give `textValue` too when it is not plain text. */
  children: ReactNode;
}

/** One option of a Select, with a check mark when chosen. */
export function SelectItem({ children, className, ...props }: SelectItemProps) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (name) => clsx(styles.Item, name))}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.ItemLabel}>{children}</span>
          {isSelected && <Check className={styles.Check} aria-hidden />}
        </>
      )}
    </ListBoxItem>
  );
}
