import {
  CONSENT_PURPOSES,
  ConsentChange,
  PrivacyRequestInput,
  PrivacyRequestQuery,
  PrivacyResolution,
  type ConsentPurpose,
} from '@lnf/sdk';
import { Hono } from 'hono';
import { NotFoundError } from '../domainErrors';
import { audit, auditWriter, requireAdmin, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import { requireFreshAuth } from '../services/stepUp';
import { AUDIT_ACTIONS } from '../services/auditActions';
import {
  acknowledgeRequest,
  changeConsent,
  consentHistory,
  currentConsents,
  findNominee,
  insertRequest,
  listOwnRequests,
  listRequests,
  requestAnswer,
  resolveRequest,
  saveNominee,
} from '../services/privacy';
import { eraseAccount } from '../services/privacyErasure';
import { dataSummary, exportArchive, summaryText } from '../services/privacyExport';

const purposeOf = (c: Ctx): ConsentPurpose => {
  const purpose = c.req.param('purpose');
  if (!(CONSENT_PURPOSES as readonly string[]).includes(purpose ?? ''))
    throw new NotFoundError('No such consent purpose');
  return purpose as ConsentPurpose;
};

/**
 * The privacy centre (DPDP Act 2023; docs/privacy.md): each customer's consents, rights and data
 * export under `portal/privacy`, and staff's handling of the requests under `admin/privacy`.
 */
export function privacyRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/portal/privacy/consents', async (c) => c.json(await currentConsents(s.db, requireUser(c).userId)));

  app.get('/portal/privacy/consents/history', async (c) => c.json(await consentHistory(s.db, requireUser(c).userId)));

  // Withdrawing is one call, as giving is (DPDP Act s.6(4)), and takes effect in the same transaction.
  for (const change of ['grant', 'withdraw'] as const)
    app.post(`/portal/privacy/consents/:purpose/${change}`, async (c) => {
      const principal = requireUser(c);
      const purpose = purposeOf(c);
      const { source } = await jsonBody(c, ConsentChange);
      return c.json(
        await changeConsent(s.db, principal.userId, purpose, change === 'grant', source, auditWriter(s, c)),
      );
    });

  app.get('/portal/privacy/requests', async (c) => c.json(await listOwnRequests(s.db, requireUser(c).userId)));

  app.post('/portal/privacy/requests', async (c) => {
    const principal = requireUser(c);
    const input = await jsonBody(c, PrivacyRequestInput);
    const write = auditWriter(s, c);
    if (input.kind === 'erasure') {
      // Erasure cannot be undone: the sign-in must be proven again, as money is (docs/privacy.md).
      await requireFreshAuth(s.db, principal);
      const row = await eraseAccount(
        { db: s.db, tokens: s.tokens, storage: s.storage, audit: write },
        principal.userId,
        input.detail.confirmEmail,
        input.detail.reason,
      );
      return c.json(requestAnswer(row), 201);
    }
    // Access is answered at once with the summary; a nomination is recorded at once.
    const completedWith =
      input.kind === 'access'
        ? summaryText(await dataSummary(s.db, principal.userId))
        : input.kind === 'nomination'
          ? `${input.detail.name} is your nominee.`
          : undefined;
    const row = await s.db.transaction(async (tx) => {
      if (input.kind === 'nomination') await saveNominee(tx, principal.userId, input.detail);
      const created = await insertRequest(tx, {
        userId: principal.userId,
        email: principal.email,
        kind: input.kind,
        detail: input.detail as Record<string, unknown>,
        completedWith,
      });
      await write(
        {
          module: 'privacy',
          action: AUDIT_ACTIONS.PRIVACY_REQUEST,
          key: created.reference,
          outcome: 'SUCCESS',
          detail: input.kind,
        },
        tx,
      );
      return created;
    });
    return c.json(requestAnswer(row), 201);
  });

  app.get('/portal/privacy/summary', async (c) => c.json(await dataSummary(s.db, requireUser(c).userId)));

  // One download of every record and document; reading one's own data is recorded like a change.
  app.get('/portal/privacy/export', async (c) => {
    const principal = requireUser(c);
    const zip = await exportArchive(s.db, s.storage, s.config.gstin, principal.userId);
    await audit(s, c, {
      module: 'privacy',
      action: AUDIT_ACTIONS.EXPORT_DATA,
      key: principal.userId,
      outcome: 'SUCCESS',
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="LNF-my-data-${day}.zip"`,
      'cache-control': 'private, no-store',
    });
  });

  app.get('/portal/privacy/nominee', async (c) => c.json(await findNominee(s.db, requireUser(c).userId)));

  app.get('/admin/privacy/requests', async (c) => {
    requireAdmin(c);
    const { status } = queryParams(c, PrivacyRequestQuery);
    return c.json(await listRequests(s.db, status));
  });

  app.post('/admin/privacy/requests/:reference/acknowledge', async (c) => {
    requireAdmin(c);
    const row = await acknowledgeRequest(s.db, c.req.param('reference'), auditWriter(s, c));
    return c.json(requestAnswer(row));
  });

  app.post('/admin/privacy/requests/:reference/resolve', async (c) => {
    requireAdmin(c);
    const resolution = await jsonBody(c, PrivacyResolution);
    const row = await resolveRequest(s.db, c.req.param('reference'), resolution, auditWriter(s, c));
    return c.json(requestAnswer(row));
  });

  return app;
}
