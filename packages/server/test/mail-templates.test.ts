import { describe, expect, it } from 'vitest';
import { color, darkColor, font } from '../../../tokens/src';
import type { Mail, Mailer } from '../src/adapters/mailer';
import { deliver, type ChannelDeps, type NotificationRow } from '../src/services/notifications/channels';
import { COLOUR, FONT_FAMILY } from '../src/services/notifications/mail/brand';
import {
  render,
  TEMPLATE_NAMES,
  type TemplateName,
  type TemplatePayloads,
} from '../src/services/notifications/templates';

/**
 * Every template through React Email: the facts of its subject and its link in the HTML, a plain
 * text without markup, one column of at most 600 px, dark mode declared, and no List-Unsubscribe
 * (every one is transactional).
 */

const ORIGIN = 'https://lnf.example';

interface Case<K extends TemplateName> {
  payload: TemplatePayloads[K];
  /** What the subject tells, to be found in the HTML and the plain text. */
  facts: string[];
  /** The portal link, when the template has one. */
  href: string | null;
}

const cases: { [K in TemplateName]: Case<K> } = {
  otp: { payload: { code: '482913', minutes: 10 }, facts: ['482913', '10 minutes'], href: null },
  'order-paid': {
    payload: {
      orderId: 'ord-1',
      reference: 'LNF-2026-000123',
      transactionId: 'pay_1',
      plan: 'hr_essential',
      amountPaise: 1234500,
    },
    facts: ['LNF-2026-000123', '₹12,345.00'],
    href: '/order-confirmation/ord-1',
  },
  'renewal-charged': {
    payload: {
      orderId: 'ord-1',
      subscriptionId: 'sub_1',
      transactionId: 'pay_2',
      plan: 'hr_essential',
      amountPaise: 99900,
    },
    facts: ['renewal', '₹999.00'],
    href: '/billing',
  },
  'renewal-failed': {
    payload: { subscriptionId: 'sub_1', plan: 'hr_essential' },
    facts: ['could not charge the renewal'],
    href: '/billing',
  },
  'card-updated': {
    payload: { subscriptionId: 'sub_1', plan: 'hr_essential', cardBrand: 'Visa', cardLast4: '4242' },
    facts: ['Visa ending 4242'],
    href: '/billing',
  },
  'plan-changed': {
    payload: {
      subscriptionId: 'sub_1',
      fromPlan: 'hr_essential',
      toPlan: 'hr_professional',
      term: 'YEARLY',
      when: 'at-renewal',
    },
    facts: ['billed yearly', 'from your next renewal'],
    href: '/billing',
  },
  'subscription-cancelled': {
    payload: { subscriptionId: 'sub_1', plan: 'hr_essential', endsAt: '2026-04-30T00:00:00.000Z' },
    facts: ['cancelled', '30 Apr 2026'],
    href: '/billing',
  },
  'subscription-ended': {
    payload: { subscriptionId: 'sub_1', plan: 'hr_essential' },
    facts: ['has ended'],
    href: '/billing',
  },
  'ticket-reply': {
    payload: {
      reference: 'LNF-T-1',
      ticketNumber: 'SUP-42',
      summary: 'Payslips do not download',
      author: 'Asha',
      body: 'We found the cause.\n\nPlease try again now.',
    },
    facts: ['SUP-42', 'Asha', 'Please try again now.'],
    href: '/customer-support?ticket=SUP-42',
  },
  'ticket-status': {
    payload: {
      reference: 'LNF-T-1',
      ticketNumber: 'SUP-42',
      summary: 'Payslips do not download',
      from: 'In Progress',
      to: 'Resolved',
    },
    facts: ['SUP-42', 'Resolved', 'In Progress'],
    href: '/customer-support?ticket=SUP-42',
  },
  'ticket-customer-reply': {
    payload: {
      reference: 'LNF-T-1',
      ticketNumber: 'SUP-42',
      summary: 'Payslips do not download',
      customer: 'Kavya Iyer',
      body: 'Still failing.\n\nScreenshot attached.',
      raised: false,
      attachments: 2,
    },
    facts: ['SUP-42', 'Kavya Iyer', 'Screenshot attached.', '2 attachments'],
    href: '/customer-support?ticket=SUP-42',
  },
  'demo-request-received': { payload: { reference: 'DEMO-7' }, facts: ['DEMO-7', 'demo request'], href: '/' },
  'demo-request-alert': {
    payload: {
      reference: 'DEMO-7',
      name: 'Kavya Iyer',
      businessName: 'Iyer Foods',
      websiteUrl: 'https://iyer-foods.in',
      email: 'kavya@iyer-foods.in',
      mobile: '+91 98450 12345',
      country: 'IN',
      description: 'Payroll for 40 people.',
    },
    facts: ['DEMO-7', 'Iyer Foods', 'kavya@iyer-foods.in', '+91 98450 12345'],
    href: '/dashboard',
  },
  'password-changed': {
    payload: { at: '2026-03-05T08:37:00.000Z' },
    facts: ['password', '5 Mar 2026', 'IST'],
    href: '/',
  },
  'second-factor-changed': {
    payload: { change: 'added', at: '2026-03-05T08:37:00.000Z' },
    facts: ['authenticator app', 'turned on', '5 Mar 2026'],
    href: '/security',
  },
  'passkey-changed': {
    payload: { change: 'added', name: 'Work laptop', at: '2026-03-05T08:37:00.000Z' },
    facts: ['passkey', 'Work laptop', 'added', '5 Mar 2026'],
    href: '/security',
  },
  'new-sign-in': {
    payload: { browser: 'Chrome on Windows', at: '2026-03-05T08:37:00.000Z', ipPrefix: '203.0.113.x' },
    facts: ['Chrome on Windows', '203.0.113.x', '5 Mar 2026'],
    href: null,
  },
  'staff-invited': {
    payload: {
      invitedBy: 'Farah Khan',
      invitedByEmail: 'farah@lnf.example',
      role: 'finance',
      email: 'meera@lnf.example',
    },
    facts: ['Farah Khan', 'Finance', 'Forgot password', 'meera@lnf.example', 'refunds'],
    href: '/',
  },
  'email-changed': {
    payload: {
      newEmail: 'n***@example.com',
      at: '2026-03-05T08:37:00.000Z',
      undoUntil: '2026-03-12T08:37:00.000Z',
      token: 'A'.repeat(43),
    },
    facts: ['n***@example.com', '5 Mar 2026', '12 Mar 2026', 'Undo the change'],
    href: `/undo-email#${'A'.repeat(43)}`,
  },
  'privacy-request-received': {
    payload: {
      reference: 'PR-2026-0A1B2C3D',
      kind: 'grievance',
      acknowledgeBy: '2026-03-07T08:37:00.000Z',
      dueAt: '2026-04-04T08:37:00.000Z',
    },
    facts: ['PR-2026-0A1B2C3D', 'grievance', '7 Mar 2026', '4 Apr 2026'],
    href: '/privacy-centre',
  },
  'privacy-request-resolved': {
    payload: {
      reference: 'PR-2026-0A1B2C3D',
      kind: 'correction',
      status: 'COMPLETED',
      response: 'Your name is corrected.',
    },
    facts: ['PR-2026-0A1B2C3D', 'completed', 'Your name is corrected.', 'Data Protection Board'],
    href: '/privacy-centre',
  },
  'renewal-reminder': {
    payload: {
      subscriptionId: 'sub_1',
      plan: 'hr_essential',
      amountPaise: 99900,
      chargeOn: '2026-03-08T00:00:00.000Z',
      cardBrand: 'Visa',
      cardLast4: '1111',
    },
    facts: ['8 Mar 2026', '₹999.00', 'Visa ending 1111'],
    href: '/billing',
  },
  'demo-booking': {
    payload: {
      bookingId: 'b7c1d2e3-0000-4000-8000-000000000001',
      at: '2026-11-20T09:00:00.000Z',
      change: 'booked',
      startsAt: '2026-12-03T10:00:00.000Z',
      endsAt: '2026-12-03T10:30:00.000Z',
      timeZone: 'Europe/London',
      sequence: 0,
      manageToken: 'mAnAgE_tOkEn',
      organizer: 'sales@lnf.example',
      attendee: 'someone@example.com',
    },
    facts: ['3 Dec 2026, 10:00 am (Greenwich Mean Time)', '3 Dec 2026, 3:30 pm (India Standard Time)'],
    href: '/demo-booking/mAnAgE_tOkEn',
  },
};

const rows = TEMPLATE_NAMES.map((name) => [name, cases[name]] as [TemplateName, Case<TemplateName>]);

describe('mail templates', () => {
  it('has a case for every template', () => {
    expect(Object.keys(cases).sort()).toEqual([...TEMPLATE_NAMES].sort());
  });

  it.each(rows)('%s: subject facts and link in the HTML, text without markup, 600 px, dark mode', async (name, c) => {
    const m = await render(name, c.payload as unknown as Record<string, unknown>, ORIGIN);
    expect(m.subject.length).toBeGreaterThan(0);
    expect(m.summary.length).toBeGreaterThan(0);
    for (const fact of c.facts) {
      expect(m.html, fact).toContain(fact);
      expect(m.text, fact).toContain(fact);
    }
    expect(m.href).toBe(c.href);
    if (c.href) {
      const link = new URL(c.href, ORIGIN).toString();
      expect(m.html).toContain(`href="${link}"`);
      expect(m.text).toContain(link);
    } else {
      expect(m.html).not.toContain(`href="${ORIGIN}`);
    }
    // The plain text: no tag, no entity, no CSS; the facts as `label: value` lines.
    expect(m.text).not.toMatch(/<\/?[a-z!][^>]*>/i);
    expect(m.text).not.toMatch(/&(#\d+|#x[\da-f]+|[a-z]+);/i);
    expect(m.text).not.toContain('color-scheme');
    expect(m.text.split('\n')[0]).not.toBe('LNF');
    // One column for phones, dark mode declared and styled.
    expect(m.html).toContain('max-width:600px');
    expect(m.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(m.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(m.html).toContain('@media (prefers-color-scheme:dark)');
    expect(m.html).toContain(COLOUR.brand.light);
    // The footer: who sends it, from where.
    expect(m.html).toContain('LNF Business Solutions Private Limited');
    expect(m.text).toContain('Hyderabad');
    // Transactional: nothing to unsubscribe from.
    expect(`${m.subject}${m.text}${m.html}`).not.toMatch(/unsubscribe/i);
  });

  it.each(rows.filter(([name]) => name !== 'order-paid' && name !== 'renewal-charged'))(
    '%s: mailed without a List-Unsubscribe header',
    async (name, c) => {
      // order-paid and renewal-charged read their PDFs from the database: test/outbox.test.ts mails those.
      const sent: Mail[] = [];
      const mailer = { send: async (mail: Mail) => void sent.push(mail) } as unknown as Mailer;
      const deps = { db: null, mailer, sms: null, whatsapp: null, gstin: '', origin: ORIGIN } as unknown as ChannelDeps;
      const row = {
        id: '00000000-0000-4000-8000-000000000001',
        template: name,
        channel: 'email',
        toAddress: 'someone@example.com',
        eventKey: `test:${name}:email`,
        payload: c.payload,
      } as unknown as NotificationRow;
      await deliver(deps, row);
      expect(sent).toHaveLength(1);
      const headers = Object.keys(sent[0]!.headers ?? {}).map((h) => h.toLowerCase());
      expect(headers).not.toContain('list-unsubscribe');
      expect(headers).not.toContain('list-unsubscribe-post');
      expect(sent[0]!.html).toContain('max-width:600px');
    },
  );

  it('escapes what people typed, and lays facts out one a line in the text', async () => {
    const m = await render(
      'demo-request-alert',
      {
        ...cases['demo-request-alert'].payload,
        businessName: 'Acme <b>bold</b>',
        description: 'Hello <script>alert(1)</script>',
      },
      ORIGIN,
    );
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain('<b>bold</b>');
    expect(m.html).toContain('&lt;script&gt;');
    expect(m.text).toContain('Email: kavya@iyer-foods.in\nMobile: +91 98450 12345\nCountry: IN');
    expect(m.text).toContain(`Open demo requests: ${ORIGIN}/dashboard`);
  });

  it("tells staff of a customer's reply, or of a new ticket, by its number", async () => {
    const reply = cases['ticket-customer-reply'].payload;
    const replied = await render('ticket-customer-reply', reply, ORIGIN);
    expect(replied.subject).toBe('Customer replied on ticket SUP-42');
    expect(replied.summary).toBe('Kavya Iyer replied on ticket SUP-42.');
    expect(replied.text).toContain('as LNF support staff');
    const raised = await render('ticket-customer-reply', { ...reply, raised: true, attachments: 0 }, ORIGIN);
    expect(raised.subject).toBe('New ticket SUP-42');
    expect(raised.summary).toBe('Kavya Iyer raised ticket SUP-42.');
    expect(raised.text).not.toContain('attachment');
  });

  it('rejects a template it does not know', async () => {
    await expect(render('no-such-template', {}, ORIGIN)).rejects.toThrow(/no notification template/);
  });

  it("mirrors the design system's tokens", () => {
    for (const [name, mirror] of Object.entries(COLOUR)) {
      const [lightRole, darkRole] = mirror.tokens;
      expect(color[lightRole]?.value, `${name}: color.${lightRole}`).toBe(mirror.light);
      expect(darkColor[darkRole], `${name}: darkColor.${darkRole}`).toBe(mirror.dark);
    }
    expect(FONT_FAMILY).toBe(font['family-sans']!.value);
  });
});
