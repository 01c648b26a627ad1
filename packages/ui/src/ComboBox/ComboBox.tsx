import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
  type ListBoxItemProps,
  type ValidationResult,
} from 'react-aria-components';
import { comboBox } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './ComboBox.module.css';

/** One option of a ComboBox given through `items`. */
export interface ComboBoxOption {
  /** The key passed to `onChange` and submitted with the form (e.g. a country code). */
  id: Key;
  /** The visible text, matched against what people type. */
  label: string;
  /**
   * Whether the option can be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption> extends Omit<
  AriaComboBoxProps<T, 'single'>,
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
   * The options as `{ id, label }` objects. The list filters them as people type, unless the app
   * controls `inputValue`; then it shows them as given, for filtering done by the app (e.g. on
   * the server). Use `children` instead for hand-written `ComboBoxItem`s.
   * @default undefined
   */
  items?: Iterable<T>;
  /**
   * React Aria's uncontrolled options, always filtered by the list; `items` covers most uses.
   * @default undefined
   */
  defaultItems?: Iterable<T>;
  /**
   * `ComboBoxItem` elements, or a function rendering one per item.
   * @default one ComboBoxItem per item, showing its label
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
   * Placeholder in the input; never a replacement for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Shown in the open list when nothing matches what was typed.
   * @default 'No matches'
   */
  emptyText?: ReactNode;
  /**
   * Whether the list opens to show `emptyText` when nothing matches.
   * @default true
   */
  allowsEmptyCollection?: boolean;
  /**
   * Accessible name of the button that opens the list.
   * @default 'Show suggestions'
   */
  triggerLabel?: string;
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
 * A searchable single choice (React Aria ComboBox): type to filter a long list such as
 * countries or business categories, or open it with the button or Alt+ArrowDown.
 */
export function ComboBox<T extends ComboBoxOption>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyText,
  allowsEmptyCollection = true,
  triggerLabel,
  items,
  defaultItems,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  // React Aria filters only `defaultItems`; `items` means "already filtered by the app".
  const filteredByApp = props.inputValue !== undefined;
  const t = useMessages(comboBox);
  return (
    <AriaComboBox
      {...props}
      items={filteredByApp ? items : undefined}
      defaultItems={filteredByApp ? defaultItems : (defaultItems ?? items)}
      allowsEmptyCollection={allowsEmptyCollection}
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
      <Group className={styles.Control}>
        <Input className={styles.Input} placeholder={placeholder} />
        <AriaButton className={styles.Trigger} aria-label={triggerLabel ?? t('trigger')}>
          <ChevronDown aria-hidden />
        </AriaButton>
      </Group>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
      <Popover className={styles.Popover}>
        <ListBox<T>
          aria-label={t('list')}
          className={styles.ListBox}
          renderEmptyState={() => <div className={styles.Empty}>{emptyText ?? t('empty')}</div>}
        >
          {children ??
            ((item: T) => (
              <ComboBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
                {item.label}
              </ComboBoxItem>
            ))}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export interface ComboBoxItemProps extends Omit<ListBoxItemProps, 'children'> {
  /**
   * The root element (the option's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The option's content; give `textValue` too when it is not plain text. */
  children: ReactNode;
}

/** One option of a ComboBox, with a check mark when chosen. */
export function ComboBoxItem({ children, className, ...props }: ComboBoxItemProps) {
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
