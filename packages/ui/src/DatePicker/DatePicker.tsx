import { GregorianCalendar, type Calendar, type CalendarDate, type CalendarIdentifier } from '@internationalized/date';
import clsx from 'clsx';
import { useContext, type ReactNode, type Ref } from 'react';
import {
  I18nProvider,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import styles from './DatePicker.module.css';
import { calendarChunk, PickerFieldParts } from './PickerFieldParts';
import { DatePickerInput } from './DatePickerInput';
import { DatePickerRoot, PickerOverlayContext } from './DatePickerRoot';

/** The popover's chunk; fetched once, when a picker is first hovered, focused or opened. */
const chunk = calendarChunk(() => import('./DatePickerCalendar'));

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
  createCalendar,
  ...parts
}: Pick<DatePickerProps, 'label' | 'description' | 'errorMessage' | 'isRequired'> &
  Required<Pick<DatePickerProps, 'createCalendar'>>) {
  const isOpen = useContext(PickerOverlayContext)?.state.isOpen ?? false;
  return (
    <PickerFieldParts {...parts} isOpen={isOpen} chunk={chunk} styles={styles}>
      <DatePickerInput className={styles.Input} segmentClassName={styles.Segment} createCalendar={createCalendar} />
    </PickerFieldParts>
  );
}
