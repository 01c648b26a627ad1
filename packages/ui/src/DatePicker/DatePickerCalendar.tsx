import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useContext } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarContext,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { datePicker } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './DatePicker.module.css';
import { CalendarPropsContext } from './DatePickerRoot';

/**
 * The month grid of the DatePicker's popover, in its own chunk: React Aria's Calendar (its
 * state, grid keyboard and cell hooks, and every calendar system) loads when the picker is first hovered, focused or
 * opened, not with the page. DatePickerRoot's `calendarProps` give it the value, the limits and focus.
 */
export default function DatePickerCalendar() {
  const t = useMessages(datePicker);
  return (
    <CalendarContext.Provider value={useContext(CalendarPropsContext)}>
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
    </CalendarContext.Provider>
  );
}
