import type { CalendarDate } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import { createContext, useRef, type ContextType, type ReactNode, type Ref } from 'react';
import {
  ButtonContext,
  DateFieldContext,
  DialogContext,
  FieldErrorContext,
  FormContext,
  GroupContext,
  LabelContext,
  OverlayTriggerStateContext,
  PopoverContext,
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

/** The calendar's props from `useDatePicker`, for the lazily loaded grid (DatePickerCalendar). */
export const CalendarPropsContext = createContext<ContextType<typeof CalendarContext>>(null);

/** The contexts the popover clears, so its buttons and text are not the field's. */
const CLEAR_CONTEXTS = [GroupContext, ButtonContext, LabelContext, TextContext];

export interface DatePickerRootProps extends Omit<AriaDatePickerProps<CalendarDate>, 'children'> {
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * React Aria Components' DatePicker, minus its static import of the Calendar: RAC's DatePicker
 * module imports `CalendarContext` from its Calendar module, which puts the calendar's state,
 * grid and cell code (and every calendar system) in the chunk of any page with a date field.
 * This root provides the same contexts from the same hooks, and hands the calendar's props to
 * the grid through `CalendarPropsContext`; the grid's chunk sets RAC's `CalendarContext` itself.
 */
export function DatePickerRoot({ ref, children, ...props }: DatePickerRootProps) {
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
        [DateFieldContext, fieldProps],
        [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
        [LabelContext, { ...labelProps, ref: labelRef, elementType: 'span' }],
        // RAC's Calendar context is typed for every selection mode; this is the single-date one.
        [CalendarPropsContext, calendarProps as ContextType<typeof CalendarContext>],
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'DatePicker', triggerRef: groupRef, placement: 'bottom start', clearContexts: CLEAR_CONTEXTS },
        ],
        [DialogContext, dialogProps],
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
