import type { Calendar, CalendarDate, CalendarIdentifier } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import { createContext, useRef, type ContextType, type ReactNode, type Ref, type RefObject } from 'react';
import {
  ButtonContext,
  FieldErrorContext,
  FormContext,
  GroupContext,
  LabelContext,
  Provider,
  TextContext,
  useRenderProps,
  useSlottedContext,
  type CalendarContext,
  type DatePickerProps as AriaDatePickerProps,
  type DatePickerRenderProps,
} from 'react-aria-components';
import { mergeProps, useDatePicker, useFocusRing, useVisuallyHidden } from 'react-aria';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { useDatePickerState, type DatePickerState } from 'react-stately/useDatePickerState';

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
  const { validationBehavior: formValidationBehavior } = useSlottedContext(FormContext) || {};
  const validationBehavior = props.validationBehavior ?? formValidationBehavior ?? 'native';
  const state = useDatePickerState({ ...props, validationBehavior });
  const groupRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLLabelElement>(null);
  const hookProps = Object.fromEntries(
    Object.entries(props).filter(([key]) => !key.startsWith('data-')),
  ) as typeof props;
  const {
    groupProps,
    labelProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    ...validation
  } = useDatePicker(
    {
      ...hookProps,
      // The DatePicker always renders a Label, unless the caller labels it otherwise.
      label: props['aria-label'] || props['aria-labelledby'] ? undefined : true,
      validationBehavior,
    },
    state,
    groupRef,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true });
  const renderProps = useRenderProps<DatePickerRenderProps, 'div'>({
    ...props,
    values: {
      state,
      isFocusWithin: isFocused,
      isFocusVisible,
      isDisabled: props.isDisabled || false,
      isInvalid: state.isInvalid,
      isOpen: state.isOpen,
      isReadOnly: props.isReadOnly || false,
      isRequired: props.isRequired || false,
    },
    defaultClassName: 'react-aria-DatePicker',
  });
  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;

  return (
    <Provider
      values={[
        [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
        [FieldPropsContext, fieldProps],
        [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
        [LabelContext, { ...labelProps, ref: labelRef, elementType: 'span' }],
        [
          PickerOverlayContext,
          // RAC's Calendar context is typed for every selection mode; this is the single-date one.
          {
            state,
            groupRef,
            dialogProps,
            calendarProps: { ...calendarProps, createCalendar } as ContextType<typeof CalendarContext>,
          },
        ],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        {...mergeProps(domProps, renderProps, focusProps)}
        ref={ref}
        slot={props.slot || undefined}
        data-focus-within={isFocused || undefined}
        data-invalid={state.isInvalid || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-disabled={props.isDisabled || undefined}
        data-readonly={props.isReadOnly || undefined}
        data-required={props.isRequired || undefined}
        data-open={state.isOpen || undefined}
      >
        {children}
      </div>
      <HiddenDateInput
        state={state}
        name={props.name}
        autoComplete={props.autoComplete}
        isDisabled={props.isDisabled}
      />
    </Provider>
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
