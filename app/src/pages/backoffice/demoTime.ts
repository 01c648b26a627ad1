import { DEMO_TIME_ZONE } from '@lnf/sdk';

const demoTime = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEMO_TIME_ZONE,
});

/** A booked demo's start as sales keep their hours, in IST: 'Thu, 3 Dec, 10:00 am IST'. */
export const formatDemoTime = (iso: string) => `${demoTime.format(new Date(iso))} IST`;
