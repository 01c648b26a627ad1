import { render, toPlainText } from '@react-email/render';
import { accountTemplates } from './account';
import { billingTemplates } from './billing';
import { demoTemplates } from './demo';
import type { Template, Templates } from './Layout';
import type { TemplateName } from './payloads';
import { privacyTemplates } from './privacy';
import { requestTemplates } from './requests';

/**
 * Every template, and how one becomes a message. Loaded on the first send (templates.ts imports it
 * lazily), so React and React Email cost nothing at start-up.
 */

export const TEMPLATES: Templates<TemplateName> = {
  ...accountTemplates,
  ...billingTemplates,
  ...requestTemplates,
  ...privacyTemplates,
  ...demoTemplates,
};

/** The part of html-to-text's formatter API used here (html-to-text ships no types). */
type Formatter = (
  elem: { children: unknown[]; attribs?: Record<string, string> },
  walk: (nodes: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
) => void;
interface TextBuilder {
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
}

/**
 * The plain text reads like a person wrote it: headings as written (not upper case), a fact per
 * line as `label: value`, and the button as `label: url`. The wordmark and the preview line are
 * left out (`data-skip-in-text`, React Email's own selectors).
 */
const lnfFactLabel: Formatter = (elem, walk, builder) => {
  walk(elem.children, builder);
  builder.addInline(': ');
};
const lnfAction: Formatter = (elem, walk, builder) => {
  walk(elem.children, builder);
  builder.addInline(`: ${elem.attribs?.href ?? ''}`, { noWordTransform: true });
};
const TEXT = {
  formatters: { lnfFactLabel, lnfAction },
  selectors: [
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 0 } },
    { selector: 'table.lnf-fact', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td.lnf-fact-label', format: 'lnfFactLabel' },
    { selector: 'a.lnf-action', format: 'lnfAction' },
  ],
};

/** What templates.ts answers as `Rendered` (declared here too: mail/ does not import templates.ts, which loads it). */
export interface Message {
  subject: string;
  text: string;
  html: string;
  summary: string;
  href: string | null;
}

export async function renderMessage(name: TemplateName, payload: unknown, origin: string): Promise<Message> {
  const t = TEMPLATES[name] as Template<TemplateName>;
  const p = payload as never;
  const summary = t.summary(p);
  const href = t.href?.(p) ?? null;
  const html = await render(<t.Email p={p} summary={summary} link={href && new URL(href, origin).toString()} />);
  // toPlainText is what render(el, { plainText: true }) runs on the same HTML: one React render, not two.
  const text = toPlainText(html, TEXT).trim();
  return { subject: t.subject(p), summary, href, html, text };
}
