import { DEMO_TIME_ZONE } from '@lnf/sdk';
import { manageHref } from '../../demo/links';
import { Action, Facts, Layout, P, type Templates } from './Layout';
import type { TemplatePayloads } from './payloads';

/** Demo slot bookings: the visitor's confirmation of a booked, moved or cancelled demo, with the invite attached. */

type Payload = TemplatePayloads['demo-booking'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The zone's long name at that instant ('India Standard Time', 'British Summer Time'), else the IANA name. */
function zoneName(at: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** '3 Dec 2026, 3:30 pm' in `timeZone`, with the zone's name after it when `named`. */
export function demoTime(iso: string, timeZone: string, named = true): string {
  const at = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const hour24 = Number(parts.hour) % 24;
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const text = `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}, ${hour}:${parts.minute} ${hour24 < 12 ? 'am' : 'pm'}`;
  return named ? `${text} (${zoneName(at, timeZone)})` : text;
}

const TITLE: Record<Payload['change'], string> = {
  booked: 'Your LNF demo is booked',
  rescheduled: 'Your LNF demo has moved',
  cancelled: 'Your LNF demo is cancelled',
};

// The address is not proven (the demo request form), so nothing the visitor typed comes back in
// these mails: only the time they picked and the link.
export const demoTemplates: Templates<'demo-booking'> = {
  'demo-booking': {
    subject: (p) =>
      p.change === 'cancelled'
        ? `Your LNF demo is cancelled: ${demoTime(p.startsAt, p.timeZone)}`
        : `Your LNF demo: ${demoTime(p.startsAt, p.timeZone)}`,
    summary: (p) => `${TITLE[p.change]}: ${demoTime(p.startsAt, p.timeZone)}.`,
    href: (p) => manageHref(p.manageToken),
    Email: ({ p, summary, link }) => (
      <Layout
        title={TITLE[p.change]}
        preview={summary}
        why="You receive this mail because this address was given on the LNF demo request form."
      >
        <P>
          {p.change === 'cancelled'
            ? 'The demo below is cancelled and the time is free again. You can request a demo again whenever it suits you.'
            : 'The 30-minute demo below is in your calendar invite (invite.ics). Someone from our sales team will send the meeting link before it starts.'}
        </P>
        <Facts
          rows={[
            ['Your time', demoTime(p.startsAt, p.timeZone)],
            ['India time', demoTime(p.startsAt, DEMO_TIME_ZONE)],
          ]}
        />
        {p.change !== 'cancelled' && <P>To choose another time or cancel, use the link below.</P>}
        <Action href={link}>{p.change === 'cancelled' ? 'See the booking' : 'Change or cancel'}</Action>
      </Layout>
    ),
  },
};
