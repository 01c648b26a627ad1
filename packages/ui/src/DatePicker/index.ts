export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
// The value type and its parser, from the same copy React Aria uses, so an app needs no
// dependency of its own on @internationalized/date.
export { CalendarDate, parseDate } from '@internationalized/date';
