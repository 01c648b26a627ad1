import type { Calendar, CalendarDate, CalendarIdentifier } from '@internationalized/date';
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
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateRangePickerRenderProps,
  type RangeCalendarContext,
} from 'react-aria-components';
import { mergeProps, useDateRangePicker, useFocusRing } from 'react-aria';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { useDateRangePickerState, type DateRangePickerState } from 'react-stately/useDateRangePickerState';
import type { FieldPropsContext } from '../DatePicker/DatePickerRoot';
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
  const { validationBehavior: formValidationBehavior } = useSlottedContext(FormContext) || {};
  const validationBehavior = props.validationBehavior ?? formValidationBehavior ?? 'native';
  const state = useDateRangePickerState({ ...props, validationBehavior });
  const groupRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLLabelElement>(null);
  const hookProps = Object.fromEntries(
    Object.entries(props).filter(([key]) => !key.startsWith('data-')),
  ) as typeof props;
  const {
    groupProps,
    labelProps,
    startFieldProps,
    endFieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    ...validation
  } = useDateRangePicker(
    {
      ...hookProps,
      // The picker always renders a Label, unless the caller labels it otherwise.
      label: props['aria-label'] || props['aria-labelledby'] ? undefined : true,
      validationBehavior,
    },
    state,
    groupRef,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true });
  const renderProps = useRenderProps<DateRangePickerRenderProps, 'div'>({
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
    defaultClassName: 'react-aria-DateRangePicker',
  });
  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;

  return (
    <Provider
      values={[
        [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
        // React Aria names the fields 'Start date' and 'End date' in the languages it ships; the catalogue covers the app's.
        [
          RangeFieldsContext,
          {
            start: { ...startFieldProps, 'aria-label': t('start') },
            end: { ...endFieldProps, 'aria-label': t('end') },
          },
        ],
        [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
        [LabelContext, { ...labelProps, ref: labelRef, elementType: 'span' }],
        [
          RangeOverlayContext,
          {
            state,
            groupRef,
            dialogProps,
            calendarProps: { ...calendarProps, createCalendar } as ContextType<typeof RangeCalendarContext>,
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
    </Provider>
  );
}
