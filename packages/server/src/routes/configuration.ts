import { CONFIG_SERVICES, ConfigurationQuery } from '@lnf/sdk';
import { Hono } from 'hono';
import { clearConfigCache, getConfig } from '../services/configuration';
import { audit, requireAdmin, type AppEnv, type Services } from '../http/context';
import { queryParams } from '../http/validate';
import { AUDIT_ACTIONS } from '../services/auditActions';

/** The configuration service (v3): `GET configurations?serviceName=`, `POST configurations/refresh`. */
export function configurationRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/configurations', async (c) => {
    const { serviceName } = queryParams(c, ConfigurationQuery);
    return c.json({ serviceName, configData: await getConfig(s, serviceName) });
  });

  app.post('/configurations/refresh', async (c) => {
    requireAdmin(c);
    await clearConfigCache(s);
    await audit(s, c, {
      module: 'configuration',
      action: AUDIT_ACTIONS.REFRESH_CONFIGURATION,
      key: CONFIG_SERVICES.join(','),
      outcome: 'SUCCESS',
    });
    return c.json({ message: 'Configurations refreshed' });
  });

  return app;
}
