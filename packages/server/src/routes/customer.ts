import { Address, GstinUpdate } from '@lnf/sdk';
import { Hono } from 'hono';
import { auditWriter, requireUser, type AppEnv, type Services } from '../http/context';
import { jsonBody } from '../http/validate';
import { customerByEmail, ownedCustomer, saveAddress, setGstin } from '../services/customer';

/** The customer service's records: `portal/customer/email/{email}`, the address and GSTIN updates. */
export function customerRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/portal/customer/email/:email', async (c) => {
    const p = requireUser(c);
    return c.json(await customerByEmail(s.db, p, c.req.param('email')));
  });

  app.put('/portal/customer/:customerId/address/:addressId', async (c) => {
    const p = requireUser(c);
    const { customerId, addressId } = c.req.param();
    const customer = await ownedCustomer(s.db, p, customerId);
    const body = await jsonBody(c, Address);
    return c.json(await saveAddress(s.db, customer, addressId, body, auditWriter(s, c)));
  });

  app.put('/portal/customer/:customerId/gstin', async (c) => {
    const p = requireUser(c);
    const customer = await ownedCustomer(s.db, p, c.req.param('customerId'));
    const body = await jsonBody(c, GstinUpdate);
    return c.json(await setGstin(s.db, customer, body.gstin, auditWriter(s, c)));
  });

  return app;
}
