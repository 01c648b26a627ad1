import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { ReactElement, ReactNode } from 'react';
import { SUPPLIER } from '../../invoices';
import { COLOUR, DARK_MODE_CSS, FONT_FAMILY } from './brand';
import type { TemplateName, TemplatePayloads } from './payloads';

/**
 * The one layout every mail shares: a single column at most 600 px wide on the brand's page
 * colour, the wordmark over an amber rule, the message, and a footer saying why the recipient gets
 * it and who sends it. Light colours are inline; dark ones come from DARK_MODE_CSS. Transactional:
 * no List-Unsubscribe, no tracking, no images.
 */

/** What the Email component of a template receives. */
export interface EmailProps<K extends TemplateName> {
  p: TemplatePayloads[K];
  /** The template's summary: the inbox preview line. */
  summary: string;
  /** The template's link, absolute on LNF_PUBLIC_ORIGIN; null when it has none. */
  link: string | null;
}

/** One message: its subject, summary and portal link as text, and its mail as a React Email component. */
export interface Template<K extends TemplateName> {
  subject: (p: TemplatePayloads[K]) => string;
  /** One line: the bell's body, an SMS, and the mail's inbox preview. */
  summary: (p: TemplatePayloads[K]) => string;
  /** Where in the portal the recipient acts on it (relative; the bell links there). */
  href?: (p: TemplatePayloads[K]) => string;
  Email: (props: EmailProps<K>) => ReactElement;
}

export type Templates<K extends TemplateName> = { [N in K]: Template<N> };

/** Why a customer receives mail, unless the template says otherwise. */
export const WHY_ACCOUNT =
  'You receive this mail because of your LNF account or order. Questions: reply to support@lnf.example.';

const px = (n: number) => `${n}px`;

export interface LayoutProps {
  /** The heading, and the document's title. */
  title: string;
  /** The inbox preview line (hidden in the mail, left out of the plain text). */
  preview: string;
  /** Why the recipient receives this mail. @default WHY_ACCOUNT */
  why?: string;
  children: ReactNode;
}

export function Layout({ title, preview, why = WHY_ACCOUNT, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        {/* A constant of brand.ts, never input: set as inner HTML so the CSS stays as written. */}
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </Head>
      <Body
        className="lnf-page"
        style={{ backgroundColor: COLOUR.page.light, fontFamily: FONT_FAMILY, margin: 0, padding: '24px 12px' }}
      >
        <Preview>{preview}</Preview>
        <Container
          className="lnf-card"
          style={{
            maxWidth: '600px',
            backgroundColor: COLOUR.card.light,
            color: COLOUR.text.light,
            borderTop: `4px solid ${COLOUR.brand.light}`,
            borderRadius: px(8),
          }}
        >
          <Section style={{ padding: '24px 24px 8px' }}>
            <Text
              className="lnf-brand"
              data-skip-in-text
              style={{
                margin: '0 0 16px',
                fontSize: px(18),
                lineHeight: '24px',
                fontWeight: 700,
                color: COLOUR.accentText.light,
              }}
            >
              LNF
            </Text>
            <Heading as="h1" style={{ margin: '0 0 16px', fontSize: px(22), lineHeight: 1.3 }}>
              {title}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: '8px 24px 24px' }}>
            <Text className="lnf-muted" style={footerText}>
              {why}
            </Text>
            <Text className="lnf-muted" style={footerText}>
              {`${SUPPLIER.legalName}, ${SUPPLIER.address}`}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText = { margin: '0 0 8px', fontSize: px(13), lineHeight: 1.5, color: COLOUR.muted.light };

/** A paragraph of the message. Text only: React escapes it, so markup in a customer's words is shown, never run. */
export function P({ children }: { children: ReactNode }) {
  return <Text style={{ margin: '0 0 16px', fontSize: px(16), lineHeight: 1.5 }}>{children}</Text>;
}

/** Paragraphs of someone's plain text (a reply, a demo request), split at blank lines. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((t) => t.trim())
        .map((t, i) => (
          <P key={i}>{t}</P>
        ))}
    </>
  );
}

/**
 * A small table of facts, a row each. In the plain text each row is a line `label: value`
 * (render.tsx's `lnfFactLabel`).
 */
export function Facts({ rows }: { rows: [label: string, value: string][] }) {
  const cell = { padding: '6px 0', borderBottom: `1px solid ${COLOUR.border.light}`, fontSize: px(14) };
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {rows.map(([label, value]) => (
        <Row key={label} className="lnf-fact">
          <Column className="lnf-muted lnf-fact-label" style={{ ...cell, color: COLOUR.muted.light }}>
            {label}
          </Column>
          <Column style={{ ...cell, textAlign: 'right' }}>{value}</Column>
        </Row>
      ))}
    </Section>
  );
}

/** The one thing to do, as a button; the plain text reads `label: url` (render.tsx's `lnfAction`). */
export function Action({ href, children }: { href: string | null; children: string }) {
  if (!href) return null;
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        className="lnf-action"
        href={href}
        style={{
          display: 'inline-block',
          backgroundColor: COLOUR.accent.light,
          color: COLOUR.onAccent.light,
          textDecoration: 'none',
          fontWeight: 600,
          fontSize: px(16),
          lineHeight: '20px',
          padding: '12px 20px',
          borderRadius: px(6),
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
