import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from './auth/passwords';
import { ADMIN_GROUP, PORTAL_GROUP } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db';
import { configurations, plans, users } from './db/schema';
import { DEFAULT_PLANS, toPaise } from '@lnf/sdk';
import { SEED_CONFIGURATIONS } from './seedData';

export interface SeedResult {
  /** Set when the admin was created with a generated password, so it can be printed once. */
  generatedAdminPassword: string | null;
  adminCreated: boolean;
}

/** Idempotent: plans and configuration entries are inserted when missing, never overwritten. */
export async function seed(db: Db, config: Config): Promise<SeedResult> {
  await db
    .insert(plans)
    .values(
      DEFAULT_PLANS.map((p) => ({
        sku: p.sku,
        name: p.name,
        shortDescription: p.shortDescription,
        longDescription: `${p.displayName}: ${p.shortDescription} Includes ${p.components.join(', ')}.`,
        pricePaise: toPaise(p.price),
        basePricePaise: toPaise(p.basePrice),
        publishDate: '2025-01-01',
        expiryDate: null,
        isActive: true,
        components: p.components,
        productType: p.productType,
        minUsers: p.minUsers,
        maxUsers: p.maxUsers,
      })),
    )
    .onConflictDoNothing({ target: plans.name });
  await db
    .insert(configurations)
    .values(
      SEED_CONFIGURATIONS.map((c) => ({
        serviceName: c.serviceName,
        configKey: c.configKey,
        configData: sql`${JSON.stringify(c.configData)}::jsonb`,
      })),
    )
    .onConflictDoNothing({ target: [configurations.serviceName, configurations.configKey] });

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, config.adminEmail)).limit(1);
  if (existing) return { generatedAdminPassword: null, adminCreated: false };
  const generated = config.adminPassword ? null : randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      email: config.adminEmail,
      firstName: 'LNF',
      lastName: 'Admin',
      userName: 'admin',
      passwordHash: await hashPassword(config.adminPassword ?? generated!),
      emailVerified: true,
      designation: 'Administrator',
      groups: [PORTAL_GROUP, ADMIN_GROUP],
      realmRoles: ['ADMIN', 'USER'],
    })
    .onConflictDoNothing({ target: users.email });
  return { generatedAdminPassword: generated, adminCreated: true };
}
