import { useContext } from 'react';
import { Provider, RangeCalendar, RangeCalendarContext } from 'react-aria-components';
import { CalendarMonth, PickerPopover } from '../DatePicker/PickerPopover';
import styles from './DateRangePicker.module.css';
import { RangeOverlayContext } from './DateRangePickerRoot';

/**
 * The DateRangePicker's popover in its own chunk, loaded when the field is first hovered, focused
 * or opened: React Aria's Popover, Dialog and RangeCalendar, with the contexts RAC's
 * DateRangePicker sets, from DateRangePickerRoot's `RangeOverlayContext`.
 */
export default function DateRangePickerCalendar() {
  const overlay = useContext(RangeOverlayContext);
  if (!overlay) return null;
  const { calendarProps, ...popover } = overlay;
  return (
    <PickerPopover {...popover} trigger="DateRangePicker" styles={styles}>
      <Provider values={[[RangeCalendarContext, calendarProps]]}>
        <RangeCalendar className={styles.Calendar}>
          <CalendarMonth styles={styles} />
        </RangeCalendar>
      </Provider>
    </PickerPopover>
  );
}
