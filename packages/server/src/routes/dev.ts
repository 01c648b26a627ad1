import { Hono } from 'hono';
import { optional, object, string } from 'superstruct';
import type { DevMailbox } from '../adapters/mailer';
import type { AppEnv } from '../http/context';
import { queryParams } from '../http/validate';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Development only (absent in production): the mailbox of the local Mailer, and a button for the
 * scheduled jobs (`POST /api/dev/jobs`: runs them now as their timer would, answering which ran here).
 */
export function devRoutes(mailbox: DevMailbox, runJobs: () => Promise<Record<string, boolean>> = async () => ({})) {
  const app = new Hono<AppEnv>();

  app.post('/api/dev/jobs', async (c) => c.json(await runJobs()));
  const Query = object({ to: optional(string()) });

  app.get('/api/dev/mailbox', async (c) => {
    const { to } = queryParams(c, Query);
    return c.json(await mailbox.list(to));
  });

  app.get('/dev/mailbox', async (c) => {
    const { to } = queryParams(c, Query);
    const list = await mailbox.list(to);
    const items = list
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p>${m.channel === 'email' ? '' : `${escape(m.channel)} `}To ${escape(m.to)}, ${escape(m.sentAt)}</p><pre>${escape(m.text)}</pre>${
            m.attachments.length
              ? `<ul>${m.attachments.map((a) => `<li>${escape(a.filename)} (${escape(a.contentType)}, ${a.size} bytes)</li>`).join('')}</ul>`
              : ''
          }</article>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox - LNF</title></head><body><main><h1>Dev mailbox${to ? ` for ${escape(to)}` : ''}</h1><p>Mail, SMS and WhatsApp messages the local server sent (development only), newest first.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`,
    );
  });

  return app;
}
