import type { CalendarDate } from '@internationalized/date';
import clsx from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import styles from './DatePicker.module.css';

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
export function DatePicker({ label, description, errorMessage, locale, className, ...props }: DatePickerProps) {
  const field = (
    <AriaDatePicker {...props} className={composeRenderProps(className, (name) => clsx(styles.Root, name))}>
      <Label className={styles.Label}>
        {label}
        {props.isRequired && (
          <span className={styles.Required} aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      <Group className={styles.Group}>
        <DateInput className={styles.Input}>
          {(segment) => <DateSegment segment={segment} className={styles.Segment} />}
        </DateInput>
        <AriaButton className={styles.Trigger}>
          <CalendarDays aria-hidden />
        </AriaButton>
      </Group>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
      <Popover className={styles.Popover} placement="bottom end">
        <Dialog className={styles.Dialog}>
          <Calendar className={styles.Calendar}>
            <header className={styles.Header}>
              <AriaButton slot="previous" className={styles.Nav}>
                <ChevronLeft aria-hidden />
              </AriaButton>
              <Heading className={styles.Heading} />
              <AriaButton slot="next" className={styles.Nav}>
                <ChevronRight aria-hidden />
              </AriaButton>
            </header>
            <CalendarGrid className={styles.Grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.Weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.Cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
  return locale ? <I18nProvider locale={locale}>{field}</I18nProvider> : field;
}
