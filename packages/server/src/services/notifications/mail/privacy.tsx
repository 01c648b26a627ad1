import { Action, Facts, Layout, P, Paragraphs, type Templates } from './Layout';

/** The privacy centre (docs/privacy.md): a request the customer made, and its answer. */

/** A date as India reads it, e.g. '5 Mar 2026'. */
const istDay = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

const KIND: Record<string, string> = {
  access: 'access to your data',
  correction: 'correction',
  erasure: 'erasure',
  nomination: 'nomination',
  grievance: 'grievance',
};
const kindOf = (kind: string) => KIND[kind] ?? kind;

export const privacyTemplates: Templates<'privacy-request-received' | 'privacy-request-resolved'> = {
  'privacy-request-received': {
    subject: (p) => `We received your privacy request ${p.reference}`,
    summary: (p) => `Privacy request ${p.reference} (${kindOf(p.kind)}) received; answer due by ${istDay(p.dueAt)}.`,
    href: () => '/privacy-centre',
    Email: ({ p, summary, link }) => (
      <Layout title="We received your privacy request" preview={summary}>
        <P>
          {`We received your request for ${kindOf(p.kind)}. We acknowledge it by ${istDay(p.acknowledgeBy)} and answer it by ${istDay(p.dueAt)}; the privacy centre shows where it stands.`}
        </P>
        <Facts
          rows={[
            ['Reference', p.reference],
            ['Answer due by', istDay(p.dueAt)],
          ]}
        />
        <Action href={link}>Open the privacy centre</Action>
      </Layout>
    ),
  },
  // The answer is plain text staff wrote; React escapes it.
  'privacy-request-resolved': {
    subject: (p) => `Your privacy request ${p.reference} is answered`,
    summary: (p) => `Privacy request ${p.reference} is ${p.status === 'REJECTED' ? 'declined' : 'completed'}.`,
    href: () => '/privacy-centre',
    Email: ({ p, summary, link }) => (
      <Layout title="Your privacy request is answered" preview={summary}>
        <P>{`Your request for ${kindOf(p.kind)} (${p.reference}) is ${p.status === 'REJECTED' ? 'declined' : 'completed'}. Our answer:`}</P>
        <Paragraphs text={p.response} />
        <P>
          If you are not satisfied with this answer, reply to our Grievance Officer, or complain to the Data Protection
          Board of India.
        </P>
        <Action href={link}>Open the privacy centre</Action>
      </Layout>
    ),
  },
};
