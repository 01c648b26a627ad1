import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type FormEvent, type PointerEvent, type ReactNode, type Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  TextField as AriaTextField,
  type FormProps as AriaFormProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { cardForm } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import { TextField } from '../TextField/TextField';
import fieldStyles from '../TextField/TextField.module.css';
import styles from './CardForm.module.css';
import {
  cardFormMessages,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardDetails,
  type CardFormMessages,
} from './validation';

export interface CardFormProps {
  /**
   * The root element (the `<form>`).
   * @default undefined
   */
  ref?: Ref<HTMLFormElement>;
  /** Called with the card (number as digits only, expiry 'MM/YY') once every field is valid. */
  onSubmit: (card: CardDetails) => void;
  /**
   * The submit button's label.
   * @default 'Pay'
   */
  submitLabel?: ReactNode;
  /**
   * While the payment runs: the button shows a spinner and ignores presses, fields are read-only.
   * @default false
   */
  isPending?: boolean;
  /**
   * Initial values, e.g. the holder name from the customer record.
   * @default undefined
   */
  defaultValues?: Partial<CardDetails>;
  /**
   * Replacement field messages.
   * @default cardFormMessages, or their translation from the message catalogue
   */
  messages?: Partial<CardFormMessages>;
  /**
   * Errors from the payment provider keyed by field name (`cardNumber`, `expiry`, ...).
   * @default undefined
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /**
   * The form's accessible name.
   * @default 'Card details'
   */
  'aria-label'?: string;
  /**
   * Class on the form.
   * @default undefined
   */
  className?: string;
}

type Field = keyof CardDetails;
const fields: Field[] = ['cardNumber', 'cardHolderName', 'expiry', 'cvv'];

/**
 * Puts the caret back after the same number of digits once a formatted value re-renders, so
 * editing in the middle of '4111 1111 …' does not throw the caret to the end.
 */
function useDigitCaret() {
  const pending = useRef<{ input: HTMLInputElement; digits: number } | null>(null);
  useLayoutEffect(() => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    const { input, digits } = next;
    let position = 0;
    for (let seen = 0; position < input.value.length && seen < digits; position++) {
      if (/\d/.test(input.value[position])) seen++;
    }
    input.setSelectionRange(position, position);
  });
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    if (caret < input.value.length) pending.current = { input, digits: digitsOnly(input.value.slice(0, caret)).length };
  };
}

/**
 * Card payment details: number grouped in fours and Luhn-checked, holder name, expiry MM/YY not
 * past, and a masked CVV, by the same rules the server checks them with (`@lnf/sdk/domain`). Errors show once a field is left or the form is submitted.
 */
export function CardForm({
  onSubmit,
  submitLabel,
  isPending = false,
  defaultValues,
  messages,
  validationErrors,
  'aria-label': ariaLabel,
  className,
  ref,
}: CardFormProps) {
  const [values, setValues] = useState<CardDetails>({
    cardNumber: formatCardNumber(defaultValues?.cardNumber ?? ''),
    cardHolderName: defaultValues?.cardHolderName ?? '',
    expiry: formatExpiry(defaultValues?.expiry ?? ''),
    cvv: digitsOnly(defaultValues?.cvv ?? '').slice(0, 4),
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const onCardNumberInput = useDigitCaret();
  const onExpiryInput = useDigitCaret();

  const t = useMessages(cardForm);
  const defaultMessages = Object.fromEntries(
    Object.keys(cardFormMessages).map((key) => [key, t(key as keyof CardFormMessages)]),
  ) as CardFormMessages;
  const errors = validateCard(values, new Date(), { ...defaultMessages, ...messages });
  const shown = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  // A press on submit blurs the field first; showing its error then would shift the button away
  // from under the pointer and lose the click. The submit shows every error anyway.
  const pressingSubmit = useRef(false);
  const blur = (field: Field) => () => {
    if (!pressingSubmit.current) setTouched((current) => ({ ...current, [field]: true }));
  };
  const onPointerDownCapture = (event: PointerEvent<HTMLFormElement>) => {
    pressingSubmit.current = Boolean((event.target as Element).closest('button[type="submit"]'));
    if (pressingSubmit.current) {
      window.addEventListener('pointerup', () => setTimeout(() => (pressingSubmit.current = false)), { once: true });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onSubmit({
      cardNumber: digitsOnly(values.cardNumber),
      cardHolderName: values.cardHolderName.trim(),
      expiry: values.expiry,
      cvv: values.cvv,
    });
  };

  return (
    <Form
      ref={ref}
      aria-label={ariaLabel ?? t('form')}
      validationErrors={validationErrors}
      onSubmit={submit}
      onPointerDownCapture={onPointerDownCapture}
      className={clsx(styles.Root, className)}
    >
      <TextField
        label={t('cardNumber')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        isRequired
        isReadOnly={isPending}
        value={values.cardNumber}
        onChange={(value) => set('cardNumber')(formatCardNumber(value))}
        onInput={onCardNumberInput}
        onBlur={blur('cardNumber')}
        isInvalid={shown('cardNumber') ? true : undefined}
        errorMessage={shown('cardNumber')}
        className={styles.Wide}
      />
      <TextField
        label={t('cardHolderName')}
        name="cardHolderName"
        autoComplete="cc-name"
        isRequired
        isReadOnly={isPending}
        value={values.cardHolderName}
        onChange={set('cardHolderName')}
        onBlur={blur('cardHolderName')}
        isInvalid={shown('cardHolderName') ? true : undefined}
        errorMessage={shown('cardHolderName')}
        className={styles.Wide}
      />
      <TextField
        label={t('expiry')}
        name="expiry"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        isRequired
        isReadOnly={isPending}
        value={values.expiry}
        onChange={(value) => set('expiry')(formatExpiry(value))}
        onInput={onExpiryInput}
        onBlur={blur('expiry')}
        isInvalid={shown('expiry') ? true : undefined}
        errorMessage={shown('expiry')}
      />
      {/* Masked like a password, but with no show/hide button: TextField's would say "password". */}
      <AriaTextField
        name="cvv"
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        isRequired
        isReadOnly={isPending}
        value={values.cvv}
        onChange={(value) => set('cvv')(digitsOnly(value).slice(0, 4))}
        onBlur={blur('cvv')}
        isInvalid={shown('cvv') ? true : undefined}
        className={fieldStyles.Root}
      >
        <Label className={fieldStyles.Label}>
          {t('cvv')}
          <span className={fieldStyles.Required} aria-hidden>
            {' *'}
          </span>
        </Label>
        <Input className={fieldStyles.Input} />
        <FieldError className={fieldStyles.Error}>{shown('cvv')}</FieldError>
      </AriaTextField>
      <Button type="submit" isPending={isPending} className={styles.Submit}>
        {submitLabel ?? t('submit')}
      </Button>
    </Form>
  );
}
