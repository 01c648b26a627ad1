import type { Calendar, CalendarDate, CalendarIdentifier } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import { createContext, useRef, type ContextType, type ReactNode, type Ref, type RefObject } from 'react';
import type { CalendarContext, DatePickerProps as AriaDatePickerProps } from 'react-aria-components';
import { useDatePicker, useVisuallyHidden } from 'react-aria';
import { useDatePickerState, type DatePickerState } from 'react-stately/useDatePickerState';
import { PickerRootFrame, pickerHookProps, usePickerValidationBehavior } from './PickerRootFrame';

/** What the lazily loaded popover (DatePickerCalendar) needs from the picker. */
export interface PickerOverlay {
  state: DatePickerState;
  groupRef: RefObject<HTMLDivElement | null>;
  dialogProps: ReturnType<typeof useDatePicker>['dialogProps'];
  calendarProps: ContextType<typeof CalendarContext>;
}

export const PickerOverlayContext = createContext<PickerOverlay | null>(null);

/** The date field's props from `useDatePicker`, for DatePickerInput (RAC's DateFieldContext lives in a module that imports every calendar system). */
export const FieldPropsContext = createContext<ReturnType<typeof useDatePicker>['fieldProps'] | null>(null);

export interface DatePickerRootProps extends Omit<AriaDatePickerProps<CalendarDate>, 'children'> {
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
  /** The calendar system of the field and the grid, from the locale's calendar identifier. */
  createCalendar: (identifier: CalendarIdentifier) => Calendar;
}

/**
 * React Aria Components' DatePicker, minus its static imports of the overlay: RAC's DatePicker
 * module imports `CalendarContext`, `PopoverContext` and `DialogContext` from the Calendar,
 * Popover and Dialog modules, which puts the calendar's state, grid and cells, positioning, focus
 * containment and scroll locking in the chunk of any page with a date field. This root provides
 * the field's contexts from the same hooks (useDatePickerState, useDatePicker) and hands the rest
 * to the lazily loaded popover through `PickerOverlayContext`; that chunk sets RAC's contexts.
 */
export function DatePickerRoot({ ref, children, createCalendar, ...props }: DatePickerRootProps) {
  const validationBehavior = usePickerValidationBehavior(props);
  const state = useDatePickerState({ ...props, validationBehavior });
  const groupRef = useRef<HTMLDivElement>(null);
  const { fieldProps, dialogProps, calendarProps, ...aria } = useDatePicker(
    pickerHookProps(props, validationBehavior),
    state,
    groupRef,
  );
  // RAC's Calendar context is typed for every selection mode; this is the single-date one.
  const overlay = {
    state,
    groupRef,
    dialogProps,
    calendarProps: { ...calendarProps, createCalendar } as ContextType<typeof CalendarContext>,
  };

  return (
    <FieldPropsContext.Provider value={fieldProps}>
      <PickerOverlayContext.Provider value={overlay}>
        <PickerRootFrame
          ref={ref}
          props={props}
          state={state}
          groupRef={groupRef}
          aria={aria}
          defaultClassName="react-aria-DatePicker"
          after={
            <HiddenDateInput
              state={state}
              name={props.name}
              autoComplete={props.autoComplete}
              isDisabled={props.isDisabled}
            />
          }
        >
          {children}
        </PickerRootFrame>
      </PickerOverlayContext.Provider>
    </FieldPropsContext.Provider>
  );
}

/**
 * A visually hidden `<input type="date">` for the browser's autofill, as RAC's DatePicker renders
 * (its own is not exported): not in the tab order, not submitted (`form=""`), hidden from assistive technology.
 */
function HiddenDateInput({
  state,
  name,
  autoComplete,
  isDisabled,
}: {
  state: DatePickerState;
  name?: string;
  autoComplete?: string;
  isDisabled?: boolean;
}) {
  const { visuallyHiddenProps } = useVisuallyHidden({ style: { position: 'fixed', top: 0, left: 0 } });
  return (
    <div
      {...visuallyHiddenProps}
      aria-hidden
      data-react-aria-prevent-focus
      data-a11y-ignore="aria-hidden-focus"
      data-testid="hidden-dateinput-container"
    >
      <input
        tabIndex={-1}
        autoComplete={autoComplete}
        disabled={isDisabled}
        type="date"
        form=""
        name={name}
        value={state.value ? state.value.toString().slice(0, 10) : ''}
        onChange={(e) => {
          try {
            if (e.target.value) state.setValue(parseDate(e.target.value));
          } catch {
            // A partial or invalid date from autofill: ignored, as React Aria does.
          }
        }}
      />
    </div>
  );
}
