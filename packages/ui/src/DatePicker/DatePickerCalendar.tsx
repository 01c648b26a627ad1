import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useContext } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  Calendar,
  CalendarCell,
  CalendarContext,
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
} from 'react-aria-components';
import { datePicker } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './DatePicker.module.css';
import { PickerOverlayContext } from './DatePickerRoot';

/** The contexts the popover clears, so its buttons and text are not the field's. */
const CLEAR_CONTEXTS = [GroupContext, ButtonContext, LabelContext, TextContext];

/**
 * The DatePicker's popover in its own chunk: React Aria's Popover, Dialog and Calendar (the
 * calendar's state, grid keyboard and cells, positioning, focus containment, every calendar
 * system) load when the field is first hovered, focused or opened, not with the page.
 * DatePickerRoot's `PickerOverlayContext` gives the open state, the trigger and the calendar's
 * props (value, limits, focus); the contexts set here are the ones RAC's DatePicker sets.
 */
export default function DatePickerCalendar() {
  const t = useMessages(datePicker);
  const overlay = useContext(PickerOverlayContext);
  if (!overlay) return null;
  const { state, groupRef, dialogProps, calendarProps } = overlay;
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'DatePicker', triggerRef: groupRef, placement: 'bottom start', clearContexts: CLEAR_CONTEXTS },
        ],
        [DialogContext, dialogProps],
        [CalendarContext, calendarProps],
      ]}
    >
      <Popover className={styles.Popover} placement="bottom end">
        <Dialog className={styles.Dialog}>
          <Calendar className={styles.Calendar}>
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
          </Calendar>
        </Dialog>
      </Popover>
    </Provider>
  );
}
