import { useContext } from 'react';
import { Calendar, CalendarContext, Provider } from 'react-aria-components';
import styles from './DatePicker.module.css';
import { PickerOverlayContext } from './DatePickerRoot';
import { CalendarMonth, PickerPopover } from './PickerPopover';

/**
 * The DatePicker's popover in its own chunk: React Aria's Popover, Dialog and Calendar (the
 * calendar's state, grid keyboard and cells, positioning, focus containment, every calendar
 * system) load when the field is first hovered, focused or opened, not with the page.
 * DatePickerRoot's `PickerOverlayContext` gives the open state, the trigger and the calendar's
 * props (value, limits, focus); the contexts set here are the ones RAC's DatePicker sets.
 */
export default function DatePickerCalendar() {
  const overlay = useContext(PickerOverlayContext);
  if (!overlay) return null;
  const { calendarProps, ...popover } = overlay;
  return (
    <PickerPopover {...popover} trigger="DatePicker" placement="bottom end" styles={styles}>
      <Provider values={[[CalendarContext, calendarProps]]}>
        <Calendar className={styles.Calendar}>
          <CalendarMonth styles={styles} />
        </Calendar>
      </Provider>
    </PickerPopover>
  );
}
