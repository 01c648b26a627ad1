import type { Calendar, CalendarIdentifier } from '@internationalized/date';
import { useContext, useRef } from 'react';
import { mergeProps, useDateField, useDateSegment, useFocusRing, useHover, useLocale } from 'react-aria';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately/useDateFieldState';
import { FieldPropsContext } from './DatePickerRoot';

export interface DatePickerInputProps {
  className?: string;
  segmentClassName?: string;
  createCalendar: (identifier: CalendarIdentifier) => Calendar;
}

/**
 * The typed date: day, month and year spinbuttons, with React Aria's hooks rather than RAC's
 * DateInput and DateSegment, whose module imports @internationalized/date's `createCalendar` (every
 * calendar system, about 5 KB gzip) whatever the locale. Here the DatePicker's `createCalendar`
 * is used. Same DOM and data attributes as RAC's: a presentational wrapper, `<span>` segments with
 * `data-type`, `data-placeholder`, `data-focused` ..., and the hidden input that submits the ISO date.
 */
export function DatePickerInput({ className, segmentClassName, createCalendar }: DatePickerInputProps) {
  const props = useContext(FieldPropsContext)!;
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar });
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { fieldProps, inputProps } = useDateField({ ...props, inputRef }, state, fieldRef);
  return (
    <>
      <div
        {...fieldProps}
        ref={fieldRef}
        className={className}
        data-invalid={state.isInvalid || undefined}
        data-disabled={state.isDisabled || undefined}
        data-readonly={state.isReadOnly || undefined}
      >
        {state.segments.map((segment, i) => (
          <Segment key={i} segment={segment} state={state} className={segmentClassName} />
        ))}
      </div>
      <input {...inputProps} ref={inputRef} />
    </>
  );
}

function Segment({ segment, state, className }: { segment: DateSegment; state: DateFieldState; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: state.isDisabled || segment.type === 'literal' });
  return (
    <span
      {...mergeProps(segmentProps, focusProps, hoverProps)}
      ref={ref}
      className={className}
      data-placeholder={segment.isPlaceholder || undefined}
      data-invalid={state.isInvalid || undefined}
      data-readonly={state.isReadOnly || undefined}
      data-disabled={state.isDisabled || undefined}
      data-type={segment.type}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {segment.text}
    </span>
  );
}
