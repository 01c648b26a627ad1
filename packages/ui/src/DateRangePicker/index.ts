export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
// The range's value type, from the same copy React Aria uses; CalendarDate and parseDate come with DatePicker.
export type { RangeValue } from 'react-aria-components';
