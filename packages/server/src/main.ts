import { loadConfig } from './config';
import { startServer } from './server';

const started = performance.now();
const config = loadConfig();
const server = await startServer(config);
const db = server.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`LNF server on ${server.url} (${config.env}, ${db}) ready in ${Math.round(performance.now() - started)} ms`);
if (server.seeded.generatedAdminPassword) {
  console.log(`Admin login: ${config.adminEmail} / ${server.seeded.generatedAdminPassword} (generated once; set LNF_ADMIN_PASSWORD to choose it)`);
} else if (server.seeded.adminCreated) {
  console.log(`Admin login: ${config.adminEmail} (password from LNF_ADMIN_PASSWORD)`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
