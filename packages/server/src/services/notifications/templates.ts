/**
 * Every customer-facing message, in one place: one template each (mail/), answering the mail's
 * subject, plain text and HTML, and a one-line summary with a link for the bell and for SMS /
 * WhatsApp. The mails are React Email components on one shared layout (mail/Layout.tsx) with the
 * brand's values (mail/brand.ts). Transactional mail: no List-Unsubscribe, no tracking, no images.
 */

import { TEMPLATE_NAMES, type TemplateName } from './mail/payloads';

export { TEMPLATE_NAMES, type TemplateName, type TemplatePayloads } from './mail/payloads';

export interface Rendered {
  subject: string;
  text: string;
  html: string;
  /** One line: the in-app notification's body, an SMS. */
  summary: string;
  /** Where in the portal the customer acts on it (the bell links there). */
  href: string | null;
}

const known = new Set<string>(TEMPLATE_NAMES);

/**
 * The message a template makes of a payload; links are absolute on `origin` (LNF_PUBLIC_ORIGIN).
 * React and React Email load on the first call, not when the server starts.
 */
export async function render(template: string, payload: Record<string, unknown>, origin: string): Promise<Rendered> {
  if (!known.has(template)) throw new Error(`no notification template '${template}'`);
  const { renderMessage } = await import('./mail/render');
  return renderMessage(template as TemplateName, payload, origin);
}
