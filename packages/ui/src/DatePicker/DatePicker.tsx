import { GregorianCalendar, type Calendar, type CalendarDate, type CalendarIdentifier } from '@internationalized/date';
import clsx from 'clsx';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Text,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { datePicker } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './DatePicker.module.css';
import { DatePickerInput } from './DatePickerInput';
import { DatePickerRoot, PickerOverlayContext } from './DatePickerRoot';

/** The popover's chunk; fetched once, when a picker is first hovered, focused or opened. */
let calendarReady = false;
const loadCalendar = () =>
  import('./DatePickerCalendar').then((module) => {
    calendarReady = true;
    return module;
  });
const DatePickerCalendar = lazy(loadCalendar);
const preloadCalendar = () => void loadCalendar();

/** The default calendar system: Gregorian whatever the locale, so no other system is bundled. */
const gregorian = () => new GregorianCalendar();

export interface DatePickerProps extends Omit<AriaDatePickerProps<CalendarDate>, 'children'> {
  /**
   * The root element (the field's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; every field has one. */
  label: ReactNode;
  /**
   * Help text under the field, linked with `aria-describedby`; a good place for the format.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The caller's error text, shown when the field is invalid (`isInvalid`, a date outside
   * `minValue`/`maxValue`, an unavailable date, or `isRequired` after a submit). A function gets
   * React Aria's validation result, e.g. to tell `rangeUnderflow` from `rangeOverflow`.
   * @default React Aria's own message for the failed rule
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * The chosen date (controlled); `null` while nothing, or only part of a date, is entered.
   * @default undefined
   */
  value?: CalendarDate | null;
  /**
   * The date shown first (uncontrolled).
   * @default undefined
   */
  defaultValue?: CalendarDate | null;
  /**
   * The earliest date that can be entered or picked; earlier dates are invalid and disabled in the calendar.
   * @default undefined
   */
  minValue?: CalendarDate | null;
  /**
   * The latest date that can be entered or picked.
   * @default undefined
   */
  maxValue?: CalendarDate | null;
  /**
   * Dates that cannot be chosen (holidays, full days): struck through in the calendar, invalid when typed.
   * @default undefined
   */
  isDateUnavailable?: (date: DateValue) => boolean;
  /**
   * The locale that sets the sequence of the day, month and year segments and the calendar's
   * language, e.g. `'en-CA'` for year-month-day; only for a field that must differ from the page.
   * @default the locale of the nearest I18nProvider, else the browser's
   */
  locale?: string;
  /**
   * The calendar system for the locale's calendar identifier. Gregorian by default, so a page
   * does not carry every calendar system (about 5 KB gzip). For a locale whose dates are written
   * in another system (Thai Buddhist, Japanese eras, Persian, Islamic), pass `createCalendar`
   * from `@internationalized/date`, or a function that returns only the systems the app needs.
   * @default () => new GregorianCalendar()
   */
  createCalendar?: (identifier: CalendarIdentifier) => Calendar;
  /**
   * Whether a date is required; adds a visual marker and `aria-required`.
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
 * A labelled date field (React Aria DatePicker): the date is typed into day, month and year
 * segments (spinbuttons: digits, arrow keys, Backspace) or picked from a calendar in a popover.
 * The value is a `CalendarDate` from `@internationalized/date`, with no time or time zone.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  locale,
  className,
  createCalendar = gregorian,
  ...props
}: DatePickerProps) {
  const field = (
    <DatePickerRoot
      {...props}
      createCalendar={createCalendar}
      className={composeRenderProps(className, (name) => clsx(styles.Root, name))}
    >
      <DatePickerParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        createCalendar={createCalendar}
      />
    </DatePickerRoot>
  );
  return locale ? <I18nProvider locale={locale}>{field}</I18nProvider> : field;
}

/** The field's parts, inside the I18nProvider so the catalogue's strings follow `locale` as React Aria's do. */
function DatePickerParts({
  label,
  description,
  errorMessage,
  isRequired,
  createCalendar,
}: Pick<DatePickerProps, 'label' | 'description' | 'errorMessage' | 'isRequired'> &
  Required<Pick<DatePickerProps, 'createCalendar'>>) {
  const t = useMessages(datePicker);
  const isOpen = useContext(PickerOverlayContext)?.state.isOpen ?? false;
  const [ready, setReady] = useState(calendarReady);
  useEffect(() => {
    if (isOpen && !ready) void loadCalendar().then(() => setReady(true));
  }, [isOpen, ready]);
  return (
    <>
      <Label className={styles.Label}>
        {label}
        {isRequired && (
          <span className={styles.Required} aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      <Group className={styles.Group} onHoverStart={preloadCalendar} onFocus={preloadCalendar}>
        <DatePickerInput className={styles.Input} segmentClassName={styles.Segment} createCalendar={createCalendar} />
        <AriaButton className={styles.Trigger} aria-label={t('calendar')}>
          {isOpen && !ready ? <Spinner size="sm" /> : <CalendarDays aria-hidden />}
        </AriaButton>
      </Group>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
      {/* The popover's chunk, mounted from the first opening (at once if it is already loaded);
          RAC's Popover then opens and closes itself. Until it arrives (a first press without
          hover or focus, a slow network) the trigger shows a spinner in place of its icon. */}
      <Suspense fallback={null}>{(isOpen || ready) && <DatePickerCalendar />}</Suspense>
    </>
  );
}
