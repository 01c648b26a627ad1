import type { DemoBooking } from '@lnf/sdk';
import { Alert, Button, Link, Radio, RadioGroup } from '@lnf/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { scheduleDemo } from '../../content/schedule-demo';
import { bookDemo, demoRefusal, reloadDemoSlots, rescheduleDemo, useDemoSlots } from '../../data/demoBooking';
import { dateIn, slotDays, timeIn, visitorTimeZone, whenIn, zoneNote } from './DemoBookingTimes';
import styles from './DemoSlotPicker.module.css';

const copy = scheduleDemo.booking;

/** The manage page of a booking, as the mail's link names it (server: services/demo/links.ts). */
const manageHref = (manageToken: string) => `/demo-booking/${encodeURIComponent(manageToken)}`;

/** What the chosen slot does: book it with a demo request's token, or move the booking of a manage link. */
export type DemoSlotPickerAction = { kind: 'book'; bookingToken: string } | { kind: 'reschedule'; manageToken: string };

export interface DemoSlotPickerProps {
  /** Book with the demo request's booking token, or move the booking its manage token names. */
  action: DemoSlotPickerAction;
  /**
   * The IANA zone the times are shown in and sent with the booking.
   * @default the browser's (`Intl.DateTimeFormat().resolvedOptions().timeZone`)
   */
  timeZone?: string;
  /**
   * The level of the section's heading, under the page's own.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * Called with the server's answer once the demo is booked or moved.
   * @default undefined
   */
  onDone?: (booking: DemoBooking) => void;
}

/**
 * A demo's 30-minute slots: a day, then one of its free times, each in the visitor's own zone with a
 * line relating it to IST (sales' hours), then the button. A slot taken by someone else meanwhile
 * shows the server's sentence and the free times again; once booked, the confirmation takes the
 * picker's place and focus, so a screen reader reads it and a keyboard user continues from there.
 */
export default function DemoSlotPicker({ action, timeZone, headingLevel = 2, onDone }: DemoSlotPickerProps) {
  const [zone] = useState(() => timeZone ?? visitorTimeZone());
  const slots = useDemoSlots();
  const days = useMemo(() => slotDays(slots.data?.slots ?? [], zone), [slots.data, zone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<DemoBooking | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // A day or time that is no longer free (reloaded after a refusal) is no longer chosen.
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const chosen = day?.slots.some((s) => s.startsAt === startsAt) ? startsAt : null;
  const booking = action.kind === 'book';
  const Heading = `h${headingLevel}` as const;

  async function submit() {
    if (pending) return;
    if (!chosen) return setMissing(true);
    setPending(true);
    setError(null);
    try {
      const answer =
        action.kind === 'book'
          ? await bookDemo(action.bookingToken, chosen, zone)
          : await rescheduleDemo(action.manageToken, chosen, zone);
      // The funnel's booking (sent only with the visitor's consent to analytics cookies).
      if (booking) void import('../../lib/analytics').then((a) => a.track('booking'));
      setDone(answer);
      onDone?.(answer);
    } catch (refused) {
      setError(demoRefusal(booking ? 'demo.book' : 'demo.reschedule', refused, copy.failed));
      setStartsAt(null);
      void reloadDemoSlots();
    } finally {
      setPending(false);
    }
  }

  if (done) {
    const when = whenIn(done.startsAt, zone);
    return (
      <Alert
        ref={doneRef}
        tabIndex={-1}
        variant="success"
        title={booking ? copy.bookedTitle : copy.movedTitle}
        className={styles.Done}
      >
        <p>{booking ? copy.booked(when, zone) : copy.moved(when, zone)}</p>
        {/* Only the answer that made the booking carries its manage token: the visitor who just booked. */}
        {booking && done.manageToken && (
          <p>
            <Link href={manageHref(done.manageToken)}>{copy.manageLink}</Link>
          </p>
        )}
      </Alert>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.Root}>
      <Heading id={headingId} className={styles.Heading}>
        {booking ? copy.heading : scheduleDemo.manage.change}
      </Heading>
      {booking && <p className={styles.Lead}>{copy.lead}</p>}
      {error && (
        <Alert variant="danger" isUrgent>
          {error}
        </Alert>
      )}
      {!slots.data ? (
        slots.error ? (
          <Alert
            variant="danger"
            action={
              <Button size="sm" variant="secondary" onPress={() => void slots.mutate()}>
                {copy.retry}
              </Button>
            }
          >
            {copy.loadFailed}
          </Alert>
        ) : (
          <p role="status">{copy.loading}</p>
        )
      ) : !day ? (
        <p>{copy.none}</p>
      ) : (
        <>
          <RadioGroup
            label={copy.dayLabel}
            orientation="horizontal"
            value={day.key}
            onChange={(key) => {
              setDayKey(key);
              setMissing(false);
            }}
          >
            {days.map((d) => (
              <Radio key={d.key} value={d.key}>
                {d.label}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            label={copy.timeLabel(dateIn(day.slots[0]!.startsAt, zone))}
            orientation="horizontal"
            value={chosen}
            onChange={(value) => {
              setStartsAt(value);
              setMissing(false);
            }}
            description={zoneNote(zone, day.slots[0]!.startsAt)}
            isInvalid={missing && !chosen}
            errorMessage={copy.chooseTime}
          >
            {day.slots.map((s) => (
              <Radio key={s.startsAt} value={s.startsAt} className={styles.Time}>
                {timeIn(s.startsAt, zone)}
              </Radio>
            ))}
          </RadioGroup>
          <Button
            className={styles.Submit}
            isPending={pending}
            pendingLabel={booking ? copy.booking : copy.rescheduling}
            onPress={() => void submit()}
          >
            {booking ? copy.book : copy.reschedule}
          </Button>
        </>
      )}
    </section>
  );
}
