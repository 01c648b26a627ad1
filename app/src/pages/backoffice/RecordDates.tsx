import { DateRangePicker, parseDate } from '@lnf/ui';

export interface RecordDatesProps {
  /** The first IST day of the filter, `YYYY-MM-DD`, or none. */
  from?: string;
  /** The last IST day, `YYYY-MM-DD`, set with `from`. */
  to?: string;
  /** Called with both days, or with none when the range is emptied. */
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/**
 * The records' date filter: React Aria's date range field and calendar, and the date library its
 * values need. The list keeps its days as `YYYY-MM-DD` strings, so none of this is in the page's
 * first load; it arrives after the table, as the order form's ComboBox does.
 */
export default function RecordDates({ from, to, onChange }: RecordDatesProps) {
  return (
    <DateRangePicker
      label="Dates (IST)"
      locale="en-IN"
      value={from && to ? { start: parseDate(from), end: parseDate(to) } : null}
      onChange={(range) => onChange(range?.start.toString(), range?.end.toString())}
    />
  );
}
