import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-e2e-'));
  const adminEmail = 'admin@lnf.local';
  const adminPassword = 'E2e-Admin-Pass-2025';
  const server = await startServer({ dataDir, adminEmail, adminPassword });
  const baseUrl = server.url;
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
