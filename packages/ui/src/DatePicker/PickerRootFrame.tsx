import { useRef, type ReactNode, type Ref, type RefObject } from 'react';
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
  type DatePickerProps as AriaDatePickerProps,
  type DatePickerRenderProps,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import { mergeProps, useFocusRing, type useDatePicker } from 'react-aria';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import type { CalendarDate } from '@internationalized/date';
import type { DatePickerState } from 'react-stately/useDatePickerState';
import type { DateRangePickerState } from 'react-stately/useDateRangePickerState';

/** The props DatePickerRoot and DateRangePickerRoot take from React Aria, less `children`. */
type PickerProps =
  Omit<AriaDatePickerProps<CalendarDate>, 'children'> | Omit<AriaDateRangePickerProps<CalendarDate>, 'children'>;

/** The validation behaviour RAC's pickers use: the prop, else the enclosing Form's, else native. */
export function usePickerValidationBehavior(props: PickerProps) {
  const { validationBehavior: formValidationBehavior } = useSlottedContext(FormContext) || {};
  return props.validationBehavior ?? formValidationBehavior ?? 'native';
}

/** The props for `useDatePicker` / `useDateRangePicker`: no `data-*`, and a Label unless the caller labels it otherwise. */
export function pickerHookProps<P extends PickerProps>(props: P, validationBehavior: 'aria' | 'native') {
  const hookProps = Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('data-'))) as P;
  return {
    ...hookProps,
    // The picker always renders a Label, unless the caller labels it otherwise.
    label: props['aria-label'] || props['aria-labelledby'] ? undefined : true,
    validationBehavior,
  };
}

/** What both pickers' hooks return for the frame around the fields (the same in `useDateRangePicker`). */
export type PickerFrameAria = Omit<ReturnType<typeof useDatePicker>, 'fieldProps' | 'dialogProps' | 'calendarProps'>;

type FrameState = DatePickerState | DateRangePickerState;

export interface PickerRootFrameProps {
  ref?: Ref<HTMLDivElement>;
  props: PickerProps;
  state: FrameState;
  groupRef: RefObject<HTMLDivElement | null>;
  aria: PickerFrameAria;
  defaultClassName: 'react-aria-DatePicker' | 'react-aria-DateRangePicker';
  /** Rendered after the root element, inside the contexts. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * The root element and the contexts RAC's DatePicker and DateRangePicker give their field: the
 * group, trigger, label, description and error, and validation; the root carries the same render
 * props and data attributes as RAC's. Each picker wraps it in its own contexts (fields, overlay).
 */
export function PickerRootFrame({
  ref,
  props,
  state,
  groupRef,
  aria,
  defaultClassName,
  after,
  children,
}: PickerRootFrameProps) {
  const labelRef = useRef<HTMLLabelElement>(null);
  const { groupProps, labelProps, buttonProps, descriptionProps, errorMessageProps, ...validation } = aria;
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true });
  // The two pickers' render props differ only in the type of `state`; typed here as the single date's.
  const renderProps = useRenderProps<DatePickerRenderProps, 'div'>({
    ...(props as Omit<AriaDatePickerProps<CalendarDate>, 'children'>),
    values: {
      state,
      isFocusWithin: isFocused,
      isFocusVisible,
      isDisabled: props.isDisabled || false,
      isInvalid: state.isInvalid,
      isOpen: state.isOpen,
      isReadOnly: props.isReadOnly || false,
      isRequired: props.isRequired || false,
    } as DatePickerRenderProps,
    defaultClassName,
  });
  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;

  return (
    <Provider
      values={[
        [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
        [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
        [LabelContext, { ...labelProps, ref: labelRef, elementType: 'span' }],
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
      {after}
    </Provider>
  );
}
