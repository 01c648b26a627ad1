import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useContext } from 'react';
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
  RangeCalendar,
  RangeCalendarContext,
  TextContext,
} from 'react-aria-components';
import { datePicker } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './DateRangePicker.module.css';
import { RangeOverlayContext } from './DateRangePickerRoot';

/** The contexts the popover clears, so its buttons and text are not the field's. */
const CLEAR_CONTEXTS = [GroupContext, ButtonContext, LabelContext, TextContext];

/**
 * The DateRangePicker's popover in its own chunk, loaded when the field is first hovered, focused
 * or opened: React Aria's Popover, Dialog and RangeCalendar, with the contexts RAC's
 * DateRangePicker sets, from DateRangePickerRoot's `RangeOverlayContext`.
 */
export default function DateRangePickerCalendar() {
  const t = useMessages(datePicker);
  const overlay = useContext(RangeOverlayContext);
  if (!overlay) return null;
  const { state, groupRef, dialogProps, calendarProps } = overlay;
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'DateRangePicker',
            triggerRef: groupRef,
            placement: 'bottom start',
            clearContexts: CLEAR_CONTEXTS,
          },
        ],
        [DialogContext, dialogProps],
        [RangeCalendarContext, calendarProps],
      ]}
    >
      <Popover className={styles.Popover}>
        <Dialog className={styles.Dialog}>
          <RangeCalendar className={styles.Calendar}>
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
          </RangeCalendar>
        </Dialog>
      </Popover>
    </Provider>
  );
}
