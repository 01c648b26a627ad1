import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper without types
import { startPostgres } from '../../../scripts/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.LNF_TEST_DATABASE_URL) {
    project.provide('databaseUrl', process.env.LNF_TEST_DATABASE_URL);
    return;
  }
  const pg = (await startPostgres()) as { url: string; stop(): void } | null;
  if (!pg) throw new Error('PostgreSQL is not installed and cannot be installed here; set LNF_TEST_DATABASE_URL');
  project.provide('databaseUrl', pg.url);
  return () => pg.stop();
}
