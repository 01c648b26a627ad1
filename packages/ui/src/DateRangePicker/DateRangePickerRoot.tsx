import type { Calendar, CalendarDate, CalendarIdentifier } from '@internationalized/date';
import { createContext, useRef, type ContextType, type ReactNode, type Ref, type RefObject } from 'react';
import type { DateRangePickerProps as AriaDateRangePickerProps, RangeCalendarContext } from 'react-aria-components';
import { useDateRangePicker } from 'react-aria';
import { useDateRangePickerState, type DateRangePickerState } from 'react-stately/useDateRangePickerState';
import type { FieldPropsContext } from '../DatePicker/DatePickerRoot';
import { PickerRootFrame, pickerHookProps, usePickerValidationBehavior } from '../DatePicker/PickerRootFrame';
import { dateRangePicker } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';

type FieldProps = NonNullable<ContextType<typeof FieldPropsContext>>;

/** What the lazily loaded popover (DateRangePickerCalendar) needs from the picker. */
export interface RangeOverlay {
  state: DateRangePickerState;
  groupRef: RefObject<HTMLDivElement | null>;
  dialogProps: ReturnType<typeof useDateRangePicker>['dialogProps'];
  calendarProps: ContextType<typeof RangeCalendarContext>;
}

export const RangeOverlayContext = createContext<RangeOverlay | null>(null);

/** The start and end fields' props from `useDateRangePicker`, each for one DatePickerInput. */
export const RangeFieldsContext = createContext<{ start: FieldProps; end: FieldProps } | null>(null);

export interface DateRangePickerRootProps extends Omit<AriaDateRangePickerProps<CalendarDate>, 'children'> {
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
  /** The calendar system of the fields and the grid, from the locale's calendar identifier. */
  createCalendar: (identifier: CalendarIdentifier) => Calendar;
}

/**
 * React Aria Components' DateRangePicker without its static imports of the overlay and of every
 * calendar system, as DatePickerRoot does for one date: the field's contexts come from the same
 * hooks (useDateRangePickerState, useDateRangePicker); the popover's are set by the lazily loaded
 * DateRangePickerCalendar from `RangeOverlayContext`.
 */
export function DateRangePickerRoot({ ref, children, createCalendar, ...props }: DateRangePickerRootProps) {
  const t = useMessages(dateRangePicker);
  const validationBehavior = usePickerValidationBehavior(props);
  const state = useDateRangePickerState({ ...props, validationBehavior });
  const groupRef = useRef<HTMLDivElement>(null);
  const { startFieldProps, endFieldProps, dialogProps, calendarProps, ...aria } = useDateRangePicker(
    pickerHookProps(props, validationBehavior),
    state,
    groupRef,
  );
  // React Aria names the fields 'Start date' and 'End date' in the languages it ships; the catalogue covers the app's.
  const fields = {
    start: { ...startFieldProps, 'aria-label': t('start') },
    end: { ...endFieldProps, 'aria-label': t('end') },
  };
  const overlay = {
    state,
    groupRef,
    dialogProps,
    calendarProps: { ...calendarProps, createCalendar } as ContextType<typeof RangeCalendarContext>,
  };

  return (
    <RangeFieldsContext.Provider value={fields}>
      <RangeOverlayContext.Provider value={overlay}>
        <PickerRootFrame
          ref={ref}
          props={props}
          state={state}
          groupRef={groupRef}
          aria={aria}
          defaultClassName="react-aria-DateRangePicker"
        >
          {children}
        </PickerRootFrame>
      </RangeOverlayContext.Provider>
    </RangeFieldsContext.Provider>
  );
}
