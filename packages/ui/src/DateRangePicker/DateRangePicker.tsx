import { GregorianCalendar, type Calendar, type CalendarDate, type CalendarIdentifier } from '@internationalized/date';
import clsx from 'clsx';
import { useContext, type ReactNode, type Ref } from 'react';
import {
  I18nProvider,
  composeRenderProps,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
  type RangeValue,
  type ValidationResult,
} from 'react-aria-components';
import { DatePickerInput } from '../DatePicker/DatePickerInput';
import { FieldPropsContext } from '../DatePicker/DatePickerRoot';
import { calendarChunk, PickerFieldParts } from '../DatePicker/PickerFieldParts';
import styles from './DateRangePicker.module.css';
import { DateRangePickerRoot, RangeFieldsContext, RangeOverlayContext } from './DateRangePickerRoot';

/** The popover's chunk; fetched once, when a picker is first hovered, focused or opened. */
const chunk = calendarChunk(() => import('./DateRangePickerCalendar'));

/** The default calendar system: Gregorian whatever the locale, so no other system is bundled. */
const gregorian = () => new GregorianCalendar();

export interface DateRangePickerProps extends Omit<AriaDateRangePickerProps<CalendarDate>, 'children'> {
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
   * The caller's error text, shown when the field is invalid (`isInvalid`, an end before the
   * start, a date outside `minValue`/`maxValue`, an unavailable date, or `isRequired` after a
   * submit). A function gets React Aria's validation result, e.g. to tell `rangeUnderflow` from
   * `rangeOverflow`.
   * @default React Aria's own message for the failed rule
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * The chosen range (controlled): `{ start, end }`; `null` while either end is empty or partly typed.
   * @default undefined
   */
  value?: RangeValue<CalendarDate> | null;
  /**
   * The range shown first (uncontrolled).
   * @default undefined
   */
  defaultValue?: RangeValue<CalendarDate> | null;
  /**
   * The earliest date either end may take; earlier days are disabled in the calendar.
   * @default undefined
   */
  minValue?: CalendarDate | null;
  /**
   * The latest date either end may take.
   * @default undefined
   */
  maxValue?: CalendarDate | null;
  /**
   * Dates that cannot be chosen: struck through in the calendar; a range across one is invalid
   * unless `allowsNonContiguousRanges`.
   * @default undefined
   */
  isDateUnavailable?: (date: DateValue) => boolean;
  /**
   * The locale that sets the order of the day, month and year segments and the calendar's
   * language: `'en-IN'` writes 15/03/2027.
   * @default the locale of the nearest I18nProvider, else the browser's
   */
  locale?: string;
  /**
   * The calendar system for the locale's calendar identifier; Gregorian by default, as DatePicker.
   * @default () => new GregorianCalendar()
   */
  createCalendar?: (identifier: CalendarIdentifier) => Calendar;
  /**
   * Whether a range is required; adds a visual marker and `aria-required`.
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
 * A labelled date range (React Aria DateRangePicker): start and end typed into day, month and year
 * segments, or picked as two days in a calendar popover. Each end is a `CalendarDate`; with
 * `startName` and `endName` they submit as ISO dates.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  locale,
  className,
  createCalendar = gregorian,
  ...props
}: DateRangePickerProps) {
  const field = (
    <DateRangePickerRoot
      {...props}
      createCalendar={createCalendar}
      className={composeRenderProps(className, (name) => clsx(styles.Root, name))}
    >
      <DateRangePickerParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        createCalendar={createCalendar}
      />
    </DateRangePickerRoot>
  );
  return locale ? <I18nProvider locale={locale}>{field}</I18nProvider> : field;
}

/** The field's parts, inside the I18nProvider so the catalogue's strings follow `locale`. */
function DateRangePickerParts({
  createCalendar,
  ...parts
}: Pick<DateRangePickerProps, 'label' | 'description' | 'errorMessage' | 'isRequired'> &
  Required<Pick<DateRangePickerProps, 'createCalendar'>>) {
  const fields = useContext(RangeFieldsContext)!;
  const isOpen = useContext(RangeOverlayContext)?.state.isOpen ?? false;
  return (
    <PickerFieldParts {...parts} isOpen={isOpen} chunk={chunk} styles={styles}>
      <FieldPropsContext.Provider value={fields.start}>
        <DatePickerInput className={styles.Input} segmentClassName={styles.Segment} createCalendar={createCalendar} />
      </FieldPropsContext.Provider>
      <span className={styles.Dash} aria-hidden>
        –
      </span>
      <FieldPropsContext.Provider value={fields.end}>
        <DatePickerInput className={styles.Input} segmentClassName={styles.Segment} createCalendar={createCalendar} />
      </FieldPropsContext.Provider>
    </PickerFieldParts>
  );
}
