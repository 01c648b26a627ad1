import { describe, expect, it } from 'vitest';
import { buildInvite, foldLine, icsText, type CalendarInvite } from '../src/services/demo/ics';

/** The demo invite's iCalendar text (RFC 5545): lines, folding, escaping, and the cancel. */

const invite: CalendarInvite = {
  method: 'REQUEST',
  uid: 'b7c1d2e3@lnf.example',
  sequence: 0,
  stamp: new Date('2026-11-20T09:00:00Z'),
  start: new Date('2026-12-03T04:30:00Z'),
  end: new Date('2026-12-03T05:00:00Z'),
  summary: 'LNF product demo',
  description: 'A demo.\nChange it: https://lnf.example/demo-booking/abc',
  organizer: 'sales@lnf.example',
  attendee: 'priya@raman-textiles.in',
};

/** The content lines with folds undone (RFC 5545 3.1: CRLF and one space join). */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('demo invite', () => {
  it('is one VCALENDAR with one VEVENT, CRLF line endings and UTC times', () => {
    const text = buildInvite(invite);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:b7c1d2e3@lnf.example');
    expect(lines).toContain('DTSTAMP:20261120T090000Z');
    expect(lines).toContain('DTSTART:20261203T043000Z');
    expect(lines).toContain('DTEND:20261203T050000Z');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('SUMMARY:LNF product demo');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.some((l) => /^ORGANIZER.*:mailto:sales@lnf\.example$/.test(l))).toBe(true);
    expect(lines.some((l) => /^ATTENDEE.*:mailto:priya@raman-textiles\.in$/.test(l))).toBe(true);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(icsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const lines = unfolded(buildInvite({ ...invite, description: 'Room 1, floor 2; bring C:\\notes\nThanks' }));
    expect(lines).toContain('DESCRIPTION:Room 1\\, floor 2\\; bring C:\\\\notes\\nThanks');
  });

  it('folds a long line at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'x'.repeat(70)}${'₹'.repeat(30)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    // Every line of a whole invite with a long description stays within 75 octets.
    const text = buildInvite({ ...invite, description: 'y'.repeat(300) });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID', () => {
    const lines = unfolded(buildInvite({ ...invite, method: 'CANCEL', sequence: 2 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('UID:b7c1d2e3@lnf.example');
  });
});
