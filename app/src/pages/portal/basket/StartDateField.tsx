import { useRef, useState } from 'react';
import { DatePicker, parseDate, type CalendarDate } from '@lnf/ui';

export interface StartDateFieldProps {
  /** The basket's start date, `YYYY-MM-DD`. */
  value: string;
  /** Called with a whole, valid date that differs from `value`. */
  onCommit: (iso: string) => void;
}

const todayUtc = () => parseDate(new Date().toISOString().slice(0, 10));

function toCalendarDate(iso: string): CalendarDate | null {
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * The basket's start date as typed year, month and day, with a calendar: React Aria's date field
 * and the date library under it (about 25 KB gzip), loaded when the customer asks to change the
 * date. It takes focus on its year as it appears.
 */
export default function StartDateField({ value, onCommit }: StartDateFieldProps) {
  const [date, setDate] = useState(() => toCalendarDate(value));
  const [dateError, setDateError] = useState<string>();
  // Typed dates are committed when focus leaves the field; a day picked in the calendar is a
  // whole date and is committed at once.
  const calendarOpen = useRef(false);
  // The server's answer replaces what was typed (React's 'adjust state on a prop change').
  const [shownFrom, setShownFrom] = useState(value);
  if (shownFrom !== value) {
    setShownFrom(value);
    setDate(toCalendarDate(value));
  }

  function commitDate(next = date) {
    if (next?.toString() === value) return setDateError(undefined);
    // Segments left empty or half typed give no date at all.
    if (!next) return setDateError('Enter the date as YYYY-MM-DD');
    if (next.compare(todayUtc()) < 0) return setDateError('The subscription cannot start in the past');
    setDateError(undefined);
    onCommit(next.toString());
  }

  return (
    <DatePicker
      label="Subscription start date"
      description="YYYY-MM-DD, from tomorrow by default."
      name="subscriptionDate"
      // Year, month, day in that order, as the description says, whatever the browser's locale.
      locale="en-CA"
      autoFocus
      value={date}
      minValue={todayUtc()}
      onChange={(next) => {
        setDate(next);
        if (calendarOpen.current) commitDate(next);
      }}
      onOpenChange={(isOpen) => {
        calendarOpen.current = isOpen;
      }}
      onBlur={() => commitDate()}
      // Always set, so the app's messages above are the only ones (not React Aria's own range text).
      isInvalid={Boolean(dateError)}
      errorMessage={dateError}
    />
  );
}
