import clsx from 'clsx';
import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FormContext, useSlottedContext } from 'react-aria-components';
import { otpInput } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './OtpInput.module.css';

export interface OtpInputProps {
  /**
   * The root element (the `<div>` around the cells).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; it names the group of digit cells. */
  label: ReactNode;
  /**
   * How many digits the code has: one cell each.
   * @default 6
   */
  length?: number;
  /**
   * The digits entered so far (controlled), at most `length`.
   * @default undefined
   */
  value?: string;
  /**
   * The initial digits when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the digits whenever they change.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Called with the code when its last digit is entered (typed, pasted or autofilled).
   * @default undefined
   */
  onComplete?: (value: string) => void;
  /**
   * Help text under the cells, linked to every cell with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, e.g. 'Enter the whole code.', shown when invalid and linked to
   * every cell.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Whether the code is invalid. A Form's `validationErrors[name]` also makes it invalid and
   * shows that message until the code is edited.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether a code is required; adds a visual marker and `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the cells are disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Moves focus to the first cell on mount.
   * @default false
   */
  autoFocus?: boolean;
  /**
   * Name of a hidden input carrying the code, for FormData and a Form's `validationErrors`.
   * @default undefined
   */
  name?: string;
  /**
   * The accessible name of each cell.
   * @default (position, total) => 'Digit {position} of {total}', from the message catalogue
   */
  cellLabel?: (position: number, total: number) => string;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

const digitsOf = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);
const toCells = (text: string, length: number) => Array.from({ length }, (_, i) => digitsOf(text, length)[i] ?? '');

/**
 * A one-time code as `length` single-digit cells in a labelled group. Typing moves forward,
 * Backspace moves back, arrow keys, Home and End move between cells, non-digits are ignored,
 * and pasting or autofilling (`autocomplete="one-time-code"`) a whole code fills every cell.
 */
export function OtpInput({
  label,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  autoFocus = false,
  name,
  cellLabel,
  className,
  ref,
}: OtpInputProps) {
  const id = useId();
  const t = useMessages(otpInput);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [cells, setCells] = useState(() => toCells(value ?? defaultValue, length));
  // A controlled value or a new length replaces the cells; cleared cells in the middle survive because they join alike.
  if (cells.length !== length || (value !== undefined && digitsOf(value, length) !== cells.join('')))
    setCells(toCells(value ?? cells.join(''), length));

  const form = useSlottedContext(FormContext);
  const formError = name ? form?.validationErrors?.[name] : undefined;
  const [editedSince, setEditedSince] = useState<unknown>(undefined);
  const serverError = formError !== undefined && formError !== editedSince ? [formError].flat().join(' ') : undefined;
  const invalid = isInvalid || serverError !== undefined;
  const message = serverError ?? errorMessage;

  const focusCell = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  const commit = (next: string[]) => {
    const before = cells.join('');
    const after = next.join('');
    setCells(next);
    if (after === before) return;
    setEditedSince(formError);
    onChange?.(after);
    if (after.length === length) onComplete?.(after);
  };

  const fill = (start: number, digits: string) => {
    const next = [...cells];
    for (let k = 0; k < digits.length && start + k < length; k++) next[start + k] = digits[k];
    commit(next);
    focusCell(start + digits.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const target = cells[index] ? index : index - 1;
        if (target < 0) return;
        commit(cells.map((d, i) => (i === target ? '' : d)));
        focusCell(target);
        return;
      }
      case 'Delete':
        event.preventDefault();
        commit(cells.map((d, i) => (i === index ? '' : d)));
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
        event.preventDefault();
        focusCell(index + ((event.key === 'ArrowRight') !== rtl ? 1 : -1));
        return;
      case 'Home':
        event.preventDefault();
        focusCell(0);
        return;
      case 'End':
        event.preventDefault();
        focusCell(length - 1);
        return;
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        return;
    }
    if (event.key.length !== 1) return;
    // Printable keys are handled here, so typing over a filled cell replaces its digit.
    event.preventDefault();
    if (/\d/.test(event.key)) fill(index, event.key);
  };

  // Text that arrives without a usable keydown: mobile keyboards, IMEs and one-time-code autofill.
  const onInputChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const digits = text.replace(/\D/g, '');
    if (text === '') commit(cells.map((d, i) => (i === index ? '' : d)));
    else if (digits.length === 2 && cells[index] && digits.includes(cells[index]))
      fill(index, digits[0] === cells[index] ? digits[1] : digits[0]);
    else if (digits) fill(digits.length >= length ? 0 : index, digits);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'), length);
    if (digits) fill(digits.length === length ? 0 : index, digits);
  };

  const labelId = `${id}-label`;
  const describedBy =
    [description ? `${id}-description` : null, invalid && message ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div
      ref={ref}
      className={clsx(styles.Root, className)}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {/* Like a <label>: a click moves to the first empty cell; keyboard users Tab straight into it. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <span
        id={labelId}
        className={styles.Label}
        onClick={() =>
          focusCell(
            Math.max(
              0,
              cells.findIndex((d) => !d),
            ),
          )
        }
      >
        {label}
        {isRequired && (
          <span className={styles.Required} aria-hidden>
            {' *'}
          </span>
        )}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.Cells}>
        {cells.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.Cell}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={cellLabel ? cellLabel(index + 1, length) : t('cell', { index: index + 1, count: length })}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={isRequired || undefined}
            disabled={isDisabled}
            // The caller's autoFocus, passed on to the first cell (a dialog asking for a code opens on it).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus && index === 0}
            value={digit}
            onKeyDown={onKeyDown(index)}
            onChange={onInputChange(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      {description && (
        <span id={`${id}-description`} className={styles.Description}>
          {description}
        </span>
      )}
      {invalid && message && (
        <span id={`${id}-error`} className={styles.Error}>
          {message}
        </span>
      )}
      {name && <input type="hidden" name={name} value={cells.join('')} disabled={isDisabled} />}
    </div>
  );
}
