import type { Extension } from '@electric-sql/pglite';

/** Where PGlite's bundle puts Postgres' time zone files in its in-memory file system. */
export const PGLITE_ZONE_DIR = '/pglite/share/postgresql/timezone';

/**
 * The time zones the server's database knows. Postgres itself runs in UTC (PGlite sets `TZ` and
 * `PGTZ`, initdb wrote `timezone = UTC`), the business is Indian, and the server turns instants
 * into Indian dates in JavaScript; GMT and the Etc names are UTC's usual aliases.
 */
export const PGLITE_ZONES: readonly string[] = ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Asia/Kolkata', 'Asia/Calcutta'];

/**
 * A PGlite extension that unpacks only `zones` of the 598 time zone files in PGlite's bundle.
 * Every start unpacks the bundle's 699 files into memory, one file-system node each, and the time
 * zones are most of them: 26-50 ms of a start here, against 6-9 ms without them. It uses PGlite's
 * documented extension hook (an extension may amend Emscripten's options) to wrap the one
 * function the bundle's loader calls per file; with another PGlite whose loader runs in another
 * order, every file is unpacked as before (only slower), and `test/pglite-zones.test.ts` says so.
 * initdb runs in its own PGlite instance, without extensions, so it still sees every zone.
 */
export function onlyTimeZones(zones: readonly string[] = PGLITE_ZONES): Extension {
  const keep = new Set(zones.map((zone) => `${PGLITE_ZONE_DIR}/${zone}`));
  return {
    name: 'lnf-only-time-zones',
    setup: async (_pg, emscriptenOpts) => {
      const preRun = (mod: { FS_createDataFile: (path: string, ...rest: unknown[]) => unknown }) => {
        const create = mod.FS_createDataFile;
        mod.FS_createDataFile = (path: string, ...rest: unknown[]) => {
          if (path.startsWith(`${PGLITE_ZONE_DIR}/`) && !keep.has(path)) return undefined;
          return create(path, ...rest);
        };
      };
      // After PGlite's own pre-run steps, and before its bundle loader's, which Emscripten adds last.
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), preRun] } };
    },
  };
}
