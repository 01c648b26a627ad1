import { useId, useState, type FormEvent } from 'react';
import { DEMO_SLOT_MINUTES, type BackofficeDemoBooking, type DemoAvailability as Availability } from '@lnf/sdk';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  DataTable,
  Form,
  NativeSelect,
  TextField,
  type DataTableColumn,
} from '@lnf/ui';
import {
  saveDemoAvailability,
  useDemoAvailability,
  useDemoBookings,
  type AvailabilityErrors,
  type AvailabilityField,
} from '../../data/demoAvailability';
import { focusFirstInvalid } from '../../lib/useForm';
import { useAuth } from '../../state/auth';
import { PortalPage, PortalSection } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';
import forms from '../portal/shared/Forms.module.css';
import { formatDemoTime } from './demoTime';
import styles from './Backoffice.module.css';

/** ISO weekdays, 1 Monday to 7 Sunday, as the availability numbers them. */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((name, i) => ({
  day: i + 1,
  name,
}));
/** Every time on the 30-minute grid, 00:00 to 23:30. */
const TIMES = Array.from({ length: (24 * 60) / DEMO_SLOT_MINUTES }, (_, i) => {
  const minutes = i * DEMO_SLOT_MINUTES;
  const id = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { id, label: id };
});
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const when = (b: BackofficeDemoBooking) => formatDemoTime(b.startsAt);

type WeekRow = { day: number; name: string; hours: string };
const weekColumns: DataTableColumn<WeekRow>[] = [
  { id: 'name', name: 'Day', isRowHeader: true },
  { id: 'hours', name: 'Hours (IST)' },
];
const weekRows = (a: Availability): WeekRow[] =>
  WEEKDAYS.map((w) => ({ ...w, hours: a.weekdays.includes(w.day) ? `${a.startTime} to ${a.endTime}` : 'No demos' }));

const bookingColumns: DataTableColumn<BackofficeDemoBooking>[] = [
  { id: 'startsAt', name: 'When (IST)', isRowHeader: true, render: when },
  { id: 'name', name: 'Name' },
  { id: 'email', name: 'Email', wrap: true },
  { id: 'company', name: 'Company', wrap: true },
  {
    id: 'status',
    name: 'Status',
    render: (b) =>
      b.status === 'BOOKED' ? (
        <Badge tone="success" size="sm">
          Booked
        </Badge>
      ) : (
        <Badge tone="neutral" size="sm">
          Cancelled
        </Badge>
      ),
  },
  {
    id: 'note',
    name: 'Note',
    render: (b) =>
      b.outsideHours ? (
        <Badge tone="warning" size="sm">
          Outside the current hours
        </Badge>
      ) : null,
  },
];

/** The availability as it is: the week's hours, the notice and how far ahead visitors book. */
function CurrentAvailability({ availability }: { availability: Availability }) {
  return (
    <div className={styles.Stack}>
      <DataTable
        aria-label="Weekly hours"
        columns={weekColumns}
        rows={weekRows(availability)}
        getRowId={(r) => String(r.day)}
      />
      <dl className={styles.Facts}>
        <div>
          <dt>Notice</dt>
          <dd>{plural(availability.minNoticeHours, 'hour')}</dd>
        </div>
        <div>
          <dt>Days ahead</dt>
          <dd>{plural(availability.horizonDays, 'day')}</dd>
        </div>
        <div>
          <dt>Demo length</dt>
          <dd>{availability.slotMinutes} minutes</dd>
        </div>
      </dl>
    </div>
  );
}

type Values = Omit<Availability, 'minNoticeHours' | 'horizonDays' | 'slotMinutes'> & {
  minNoticeHours: string;
  horizonDays: string;
};
const valuesOf = (a: Availability): Values => ({
  weekdays: a.weekdays,
  startTime: a.startTime,
  endTime: a.endTime,
  minNoticeHours: String(a.minNoticeHours),
  horizonDays: String(a.horizonDays),
});
/** A whole number as typed; anything else goes as typed, and the server's 400 says what is wrong. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text.trim());

/** The admins' form: the server checks every rule, and its 400 shows at the field it names. */
function AvailabilityForm({ current }: { current: Availability }) {
  const [values, setValues] = useState(() => valuesOf(current));
  const [errors, setErrors] = useState<AvailabilityErrors>({});
  const [busy, setBusy] = useState(false);
  const weekdaysError = useId();
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, form: __, ...rest }) => rest);
  };
  const { form: formError, weekdays: weekdaysMessage, ...fieldErrors } = errors;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setBusy(true);
    const result = await saveDemoAvailability({
      weekdays: [...values.weekdays].sort((a, b) => a - b),
      startTime: values.startTime,
      endTime: values.endTime,
      slotMinutes: DEMO_SLOT_MINUTES,
      minNoticeHours: whole(values.minNoticeHours),
      horizonDays: whole(values.horizonDays),
    });
    setBusy(false);
    if (!result) return;
    if ('errors' in result) {
      setErrors(result.errors);
      focusFirstInvalid(formElement);
    } else {
      setErrors({});
      setValues(valuesOf(result.saved));
    }
  }

  const field = (name: Exclude<AvailabilityField, 'form' | 'weekdays'>) => ({
    name,
    isInvalid: !!errors[name],
    errorMessage: errors[name],
  });
  return (
    <Form onSubmit={onSubmit} validationErrors={fieldErrors} aria-label="Change the availability">
      <div className={styles.Stack}>
        <fieldset className={styles.Weekdays} aria-describedby={weekdaysMessage ? weekdaysError : undefined}>
          <legend className={styles.Legend}>Weekdays</legend>
          <div className={styles.Days}>
            {WEEKDAYS.map((w) => (
              <Checkbox
                key={w.day}
                label={w.name}
                isSelected={values.weekdays.includes(w.day)}
                isInvalid={!!weekdaysMessage}
                onChange={(on) =>
                  set('weekdays', on ? [...values.weekdays, w.day] : values.weekdays.filter((d) => d !== w.day))
                }
              />
            ))}
          </div>
          {weekdaysMessage && (
            <p id={weekdaysError} className={styles.Error}>
              {weekdaysMessage}
            </p>
          )}
        </fieldset>
        <div className={forms.Grid}>
          <NativeSelect
            {...field('startTime')}
            label="Start (IST)"
            items={TIMES}
            value={values.startTime}
            onChange={(v) => set('startTime', v)}
          />
          <NativeSelect
            {...field('endTime')}
            label="End (IST)"
            items={TIMES}
            value={values.endTime}
            onChange={(v) => set('endTime', v)}
            description="The last demo ends by then."
          />
          <TextField
            {...field('minNoticeHours')}
            label="Notice (hours)"
            inputMode="numeric"
            value={values.minNoticeHours}
            onChange={(v) => set('minNoticeHours', v)}
            description="How long before a demo it may be booked: 0 to 72."
          />
          <TextField
            {...field('horizonDays')}
            label="Days ahead"
            inputMode="numeric"
            value={values.horizonDays}
            onChange={(v) => set('horizonDays', v)}
            description="How far ahead visitors may book: 1 to 60."
          />
        </div>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <p className={forms.Note}>Demos already booked stay booked; the new hours apply to the times offered next.</p>
        <div className={forms.Actions}>
          <Button type="submit" isPending={busy} pendingLabel="Saving">
            Save availability
          </Button>
        </div>
      </div>
    </Form>
  );
}

/**
 * When sales give demos (every staff member reads it; admins change it) and the demos booked in
 * the next 14 days. A change of hours never moves a booked demo: one that now falls outside them
 * says so, for sales to follow up.
 */
function DemoAvailability() {
  const { can } = useAuth();
  const availability = useDemoAvailability();
  const bookings = useDemoBookings();
  const list = bookings.data?.bookings ?? [];
  const outside = list.filter((b) => b.outsideHours).length;

  return (
    <PortalPage
      eyebrow="Back-office"
      title="Demo availability"
      lead="When visitors may book a 30-minute demo, in India’s time, and the demos booked for the next two weeks."
    >
      <PortalSection title="Hours">
        {availability.data ? (
          <CurrentAvailability availability={availability.data} />
        ) : (
          <p role="status">{availability.error ? 'The availability could not be loaded.' : 'Loading…'}</p>
        )}
      </PortalSection>
      {can('config.manage') && availability.data && (
        <PortalSection title="Change the hours">
          <AvailabilityForm
            // A new form, with the values as stored, whenever another admin's change arrives.
            key={JSON.stringify(availability.data)}
            current={availability.data}
          />
        </PortalSection>
      )}
      <PortalSection title="Booked demos">
        <div className={styles.Stack}>
          {outside > 0 && (
            <Alert variant="warning">
              {outside === 1
                ? '1 booked demo is outside the current hours: it stays booked, so agree with the visitor whether it suits.'
                : `${outside} booked demos are outside the current hours: they stay booked, so agree with each visitor whether it suits.`}
            </Alert>
          )}
          <DataTable
            aria-label="Booked demos, next 14 days"
            columns={bookingColumns}
            rows={list}
            getRowId={(b) => b.id}
            isLoading={bookings.isLoading}
            emptyText={bookings.error ? 'The bookings could not be loaded.' : 'No demos booked in the next 14 days.'}
          />
          {bookings.data?.truncated && (
            <p className={forms.Note}>Showing the first {list.length} bookings of the next 14 days.</p>
          )}
        </div>
      </PortalSection>
    </PortalPage>
  );
}

export default withSecondFactor(DemoAvailability, 'Demo availability');
