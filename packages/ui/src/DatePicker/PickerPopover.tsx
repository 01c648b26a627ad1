import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  DialogContext,
  GroupContext,
  Heading,
  LabelContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  TextContext,
  type PopoverProps,
} from 'react-aria-components';
import type { useDatePicker } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { datePicker } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';

/** The contexts the popover clears, so its buttons and text are not the field's. */
const CLEAR_CONTEXTS = [GroupContext, ButtonContext, LabelContext, TextContext];

export interface PickerPopoverProps {
  /** RAC's name for the trigger, as its DatePicker or DateRangePicker sets it. */
  trigger: 'DatePicker' | 'DateRangePicker';
  state: OverlayTriggerState;
  groupRef: RefObject<HTMLDivElement | null>;
  dialogProps: ReturnType<typeof useDatePicker>['dialogProps'];
  placement?: PopoverProps['placement'];
  /** The picker's CSS module: Popover and Dialog. */
  styles: Readonly<Record<string, string>>;
  /** The calendar, with its context set by the caller. */
  children: ReactNode;
}

/**
 * The popover and dialog around a picker's calendar, with the contexts RAC's DatePicker and
 * DateRangePicker set for them. Only the lazily loaded calendar chunks import this.
 */
export function PickerPopover({
  trigger,
  state,
  groupRef,
  dialogProps,
  placement,
  styles,
  children,
}: PickerPopoverProps) {
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [PopoverContext, { trigger, triggerRef: groupRef, placement: 'bottom start', clearContexts: CLEAR_CONTEXTS }],
        [DialogContext, dialogProps],
      ]}
    >
      <Popover className={styles.Popover} placement={placement}>
        <Dialog className={styles.Dialog}>{children}</Dialog>
      </Popover>
    </Provider>
  );
}

/** A calendar's month header (previous, heading, next) and day grid, for Calendar and RangeCalendar. */
export function CalendarMonth({ styles }: { styles: Readonly<Record<string, string>> }) {
  const t = useMessages(datePicker);
  return (
    <>
      <header className={styles.Header}>
        <AriaButton slot="previous" aria-label={t('previous')} className={styles.Nav}>
          <ChevronLeft aria-hidden />
        </AriaButton>
        <Heading className={styles.Heading} />
        <AriaButton slot="next" aria-label={t('next')} className={styles.Nav}>
          <ChevronRight aria-hidden />
        </AriaButton>
      </header>
      <CalendarGrid className={styles.Grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.Weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.Cell} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
