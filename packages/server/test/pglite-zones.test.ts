import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db';
import { PGLITE_ZONE_DIR, PGLITE_ZONES } from '../src/db/pgliteZones';

type Fs = { readdir(path: string): string[]; isDir(mode: number): boolean; stat(path: string): { mode: number } };

/** Every file under PGlite's time zone folder, as zone names (`Asia/Kolkata`). */
function zoneFiles(client: PGlite, dir = PGLITE_ZONE_DIR, prefix = ''): string[] {
  const fs = (client as unknown as { mod: { FS: Fs } }).mod.FS;
  return fs
    .readdir(dir)
    .filter((name) => name !== '.' && name !== '..')
    .flatMap((name) =>
      fs.isDir(fs.stat(`${dir}/${name}`).mode)
        ? zoneFiles(client, `${dir}/${name}`, `${prefix}${name}/`)
        : [`${prefix}${name}`],
    );
}

// The server unpacks only the time zones it names from PGlite's bundle (db/pgliteZones.ts): they
// were most of the 699 files every start unpacks into memory.
describe("the server's PGlite time zones", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-zones-'));
  let database: Database;
  let client: PGlite;
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds the zones it names and no other', async () => {
    database = await openDatabase({ databaseUrl: null, dataDir });
    client = (database.db as unknown as { $client: PGlite }).$client;
    expect(zoneFiles(client).sort()).toEqual([...PGLITE_ZONES].sort());
  }, 60_000);

  it('runs in UTC and still converts to the zones it keeps', async () => {
    const { rows } = await client.query<{ tz: string; ist: string; gmt: string }>(
      `select current_setting('TimeZone') as tz,
              (timestamptz '2026-03-31 20:00:00+00' at time zone 'Asia/Kolkata')::text as ist,
              (timestamptz '2026-03-31 20:00:00+00' at time zone 'Etc/GMT')::text as gmt`,
    );
    expect(rows[0]).toEqual({ tz: 'UTC', ist: '2026-04-01 01:30:00', gmt: '2026-03-31 20:00:00' });
  });

  it('names an unknown zone in a clear error instead of crashing the database', async () => {
    await expect(client.query(`select now() at time zone 'Europe/Paris'`)).rejects.toThrow(
      'time zone "Europe/Paris" not recognized',
    );
    const { rows } = await client.query<{ one: number }>('select 1 as one');
    expect(rows[0]!.one).toBe(1);
  });

  it("is a choice of the server's: PGlite by itself unpacks every zone", async () => {
    const plain = await PGlite.create();
    try {
      const zones = zoneFiles(plain);
      expect(zones.length).toBeGreaterThan(500);
      expect(zones).toContain('Europe/Paris');
    } finally {
      await plain.close();
    }
  }, 60_000);
});
