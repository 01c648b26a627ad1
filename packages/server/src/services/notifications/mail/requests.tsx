import { TICKET_AUTO_CLOSE_DAYS } from '@lnf/sdk';
import { Action, Facts, Layout, P, Paragraphs, type Templates } from './Layout';
import type { TemplatePayloads } from './payloads';

/** Support tickets and demo requests: someone asked LNF something, and here is the answer or the news. */

function ticketStatusLine(p: TemplatePayloads['ticket-status']) {
  if (p.to === 'Closed') return 'It is closed; raise a new ticket if you need more help.';
  if (p.to === 'Resolved')
    return `We believe it is solved. Reply within ${TICKET_AUTO_CLOSE_DAYS} days if it is not; after that it closes by itself.`;
  if (p.to === 'Waiting on customer') return 'We need something from you: reply in the portal to go on.';
  return `It moved from ${p.from} to ${p.to}.`;
}

type RequestTemplate =
  'ticket-reply' | 'ticket-status' | 'ticket-customer-reply' | 'demo-request-received' | 'demo-request-alert';

const files = (n: number) =>
  n === 0 ? null : n === 1 ? '1 attachment, in the portal.' : `${n} attachments, in the portal.`;

/** The support page with the ticket's dialog open (`?ticket=` takes a number or a reference). */
const ticketLink = (ticketNumber: string) => `/customer-support?ticket=${encodeURIComponent(ticketNumber)}`;

export const requestTemplates: Templates<RequestTemplate> = {
  // The reply is plain text, and React escapes it: markup in it is shown, never run.
  'ticket-reply': {
    subject: (p) => `New reply on ticket ${p.ticketNumber}`,
    summary: (p) => `${p.author} replied on ticket ${p.ticketNumber}.`,
    href: (p) => ticketLink(p.ticketNumber),
    Email: ({ p, summary, link }) => (
      <Layout title={`${p.author} replied to your ticket`} preview={summary}>
        <P>{`Ticket ${p.ticketNumber}: ${p.summary}`}</P>
        <Paragraphs text={p.body} />
        <Action href={link}>Open Customer Support</Action>
      </Layout>
    ),
  },
  'ticket-status': {
    subject: (p) => `Ticket ${p.ticketNumber} is now ${p.to}`,
    summary: (p) => `Ticket ${p.ticketNumber} moved to ${p.to}.`,
    href: (p) => ticketLink(p.ticketNumber),
    Email: ({ p, summary, link }) => (
      <Layout title={`Your ticket is now ${p.to}`} preview={summary}>
        <P>{`Ticket ${p.ticketNumber}: ${p.summary}`}</P>
        <P>{ticketStatusLine(p)}</P>
        <Facts
          rows={[
            ['Was', p.from],
            ['Now', p.to],
          ]}
        />
        <Action href={link}>Open Customer Support</Action>
      </Layout>
    ),
  },
  // To staff: the customer's text is plain, and React escapes it, as in ticket-reply.
  'ticket-customer-reply': {
    subject: (p) => (p.raised ? `New ticket ${p.ticketNumber}` : `Customer replied on ticket ${p.ticketNumber}`),
    summary: (p) =>
      p.raised
        ? `${p.customer} raised ticket ${p.ticketNumber}.`
        : `${p.customer} replied on ticket ${p.ticketNumber}.`,
    href: (p) => ticketLink(p.ticketNumber),
    Email: ({ p, summary, link }) => (
      <Layout
        title={p.raised ? `${p.customer} raised a ticket` : `${p.customer} replied on a ticket`}
        preview={summary}
        why="You receive this mail as LNF support staff: the ticket is assigned to you, or to nobody yet."
      >
        <P>{`Ticket ${p.ticketNumber}: ${p.summary}`}</P>
        <Paragraphs text={p.body} />
        {files(p.attachments) && <P>{files(p.attachments)}</P>}
        <Action href={link}>Open the ticket</Action>
      </Layout>
    ),
  },
  // The address is not proven, so nothing the visitor typed comes back in it: the form cannot be
  // used to send someone else a message of one's choosing.
  'demo-request-received': {
    subject: () => 'We received your LNF demo request',
    summary: (p) => `Demo request ${p.reference} received.`,
    href: () => '/',
    Email: ({ p, summary, link }) => (
      <Layout
        title="Thank you for your interest in LNF"
        preview={summary}
        why="You receive this mail because this address was given on the LNF demo request form."
      >
        <P>
          We received your demo request. Someone from our team will contact you within one business day to find a time.
        </P>
        <P>If you did not ask for a demo, ignore this mail: nothing more will come of it.</P>
        <Facts rows={[['Reference', p.reference]]} />
        <Action href={link}>Visit LNF</Action>
      </Layout>
    ),
  },
  'demo-request-alert': {
    subject: (p) => `New demo request ${p.reference}: ${p.businessName}`,
    summary: (p) => `Demo request ${p.reference} from ${p.name} (${p.businessName}).`,
    href: () => '/dashboard',
    Email: ({ p, summary, link }) => (
      <Layout
        title="New demo request"
        preview={summary}
        why="You receive this mail as LNF's sales inbox (LNF_SALES_INBOX)."
      >
        <P>{`${p.name} of ${p.businessName} asked for a demo.`}</P>
        <Paragraphs text={p.description} />
        <Facts
          rows={[
            ['Reference', p.reference],
            ['Email', p.email],
            ['Mobile', p.mobile],
            ['Country', p.country],
            ['Website', p.websiteUrl],
          ]}
        />
        <Action href={link}>Open demo requests</Action>
      </Layout>
    ),
  },
};
