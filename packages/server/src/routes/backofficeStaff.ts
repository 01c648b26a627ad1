import { ChangeStaffRoleRequest, InviteStaffRequest } from '@lnf/sdk';
import { Hono } from 'hono';
import { NotFoundError } from '../domainErrors';
import { auditWriter, requireStaff, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody } from '../http/validate';
import { inviteStaff, listStaff, setStaffRole, staffMember, type Inviter } from '../services/staffInvitations';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff in the back-office (docs/api.md, 'Back-office: staff'), admins only (`staff.manage`): the
 * staff list, an invitation by mail, a change of role and a removal of staff access. Every write is
 * audited with the admin as actor, `data` holding the role (and `before`/`after` for a change).
 */
export function backofficeStaffRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const admin = (c: Ctx): Inviter => {
    const me = requireStaff(c, 'staff.manage');
    return { userId: me.userId, email: me.email, name: me.name };
  };
  const staffId = (c: Ctx) => {
    const id = c.req.param('id') ?? '';
    if (!UUID_RE.test(id)) throw new NotFoundError('Staff member not found');
    return id;
  };

  app.get('/backoffice/staff', async (c) => {
    admin(c);
    return c.json({ staff: await listStaff(s.db) });
  });

  app.post('/backoffice/staff', async (c) => {
    const by = admin(c);
    const body = await jsonBody(c, InviteStaffRequest);
    const member = await inviteStaff({ db: s.db, audit: auditWriter(s, c) }, by, body);
    s.outbox?.kick();
    return c.json(member, 201);
  });

  app.patch('/backoffice/staff/:id', async (c) => {
    const by = admin(c);
    const id = staffId(c);
    const { role } = await jsonBody(c, ChangeStaffRoleRequest);
    await setStaffRole({ db: s.db, tokens: s.tokens, audit: auditWriter(s, c) }, by, id, role);
    return c.json(await staffMember(s.db, id));
  });

  app.delete('/backoffice/staff/:id', async (c) => {
    const by = admin(c);
    await setStaffRole({ db: s.db, tokens: s.tokens, audit: auditWriter(s, c) }, by, staffId(c), null);
    return c.json({ message: 'Staff access removed' });
  });

  return app;
}
