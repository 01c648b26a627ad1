/**
 * A calendar invite as RFC 5545 text (iCalendar), with the iTIP method (RFC 5546) a mail's
 * `text/calendar` part names: REQUEST to add or move the event, CANCEL to take it off the
 * calendar. Pure: the same invite always gives the same text.
 */

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the event's life: an update or a cancel with the same UID replaces the first. */
  uid: string;
  /** One up on each change, so calendars take the newest. */
  sequence: number;
  /** When this version of the invite was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Email addresses. */
  organizer: string;
  attendee: string;
}

const CRLF = '\r\n';
const LINE_OCTETS = 75;

/** A UTC date-time in iCalendar's basic form: 20261203T043000Z. */
export const icsDateTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon and comma, and write newlines as `\n` (RFC 5545 3.3.11). */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with one space, which
 * counts towards its 75. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** The invite's text: one VCALENDAR with one VEVENT, CRLF line endings, lines folded. */
export function buildInvite(invite: CalendarInvite): string {
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//LNF//Demo booking//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsDateTime(invite.stamp)}`,
    `DTSTART:${icsDateTime(invite.start)}`,
    `DTEND:${icsDateTime(invite.end)}`,
    `SUMMARY:${icsText(invite.summary)}`,
    `DESCRIPTION:${icsText(invite.description)}`,
    `ORGANIZER;CN=LNF Sales:mailto:${invite.organizer}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${invite.attendee}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
