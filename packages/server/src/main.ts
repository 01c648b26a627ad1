import { defaultKeyFile, rotateSigningKeys } from './auth/keys';
import { REFRESH_TTL_S } from './auth/tokens';
import { isLoopback, loadConfig, StartupError } from './config';
import { openDatabase } from './db';
import { writeConsoleAsJson } from './log';
import { startServer } from './server';

if (process.argv[2] === 'migrate') {
  // `lnf-server migrate`: applies the migrations and exits, for a release step that runs once
  // before new instances start (they migrate at start too, under an advisory lock: a no-op then).
  const config = loadConfig();
  if (config.logFormat === 'json') writeConsoleAsJson();
  const started = performance.now();
  const database = await openDatabase(config);
  await database.close();
  console.log(
    `Migrations applied to ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`} in ${Math.round(performance.now() - started)} ms`,
  );
  process.exit(0);
}

if (process.argv[2] === 'rotate-key') {
  // `lnf-server rotate-key`: a new signing key for the next start; tokens of the old one stay valid.
  const config = loadConfig();
  if (config.jwtPrivateKey) {
    console.error(
      'LNF_JWT_PRIVATE_KEY is set: rotate by putting a new key first in that JWK Set (see docs/operations.md)',
    );
    process.exit(1);
  }
  const file = config.jwtKeyFile ?? defaultKeyFile(config.dataDir);
  const { kid, kept, dropped } = await rotateSigningKeys(file, REFRESH_TTL_S);
  console.log(
    `Signing key ${kid} added to ${file}; still verifying ${kept.length} older key(s)${dropped.length ? `, dropped ${dropped.join(', ')}` : ''}. Restart every instance to sign with it.`,
  );
  process.exit(0);
}

const started = performance.now();
let server: Awaited<ReturnType<typeof startServer>>;
try {
  const config = loadConfig();
  if (config.logFormat === 'json') writeConsoleAsJson();
  server = await startServer(config);
} catch (error) {
  // A configuration the server refuses: one line per setting, no stack, exit 1.
  if (error instanceof StartupError)
    for (const problem of error.problems) console.error(`LNF server cannot start: ${problem}`);
  else if (error instanceof Error && /^(PORT|TRUST_PROXY|LNF_ENV|LNF_LOG_FORMAT) must/.test(error.message))
    console.error(`LNF server cannot start: ${error.message}`);
  else throw error;
  process.exit(1);
}
const { config } = server.services;
const db = server.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(
  `LNF server on ${server.url} (${config.env}, ${db}) ready in ${Math.round(performance.now() - started)} ms`,
);
if (config.env === 'development' && !isLoopback(config.host)) {
  const bar = '!'.repeat(78);
  console.warn(
    `${bar}\n!! LNF_DEV_EXPOSE=1: a DEVELOPMENT server listens on ${config.host}. Anyone who reaches this port can\n!! read every OTP at /api/dev/mailbox and reset any password, the admin's too. Never do this on a\n!! network you do not trust; use LNF_ENV=production for anything real.\n${bar}`,
  );
}
if (server.seeded.generatedAdminPassword && config.env === 'development') {
  console.log(
    `Admin login: ${config.adminEmail} / ${server.seeded.generatedAdminPassword} (generated once; set LNF_ADMIN_PASSWORD to choose it)`,
  );
} else if (server.seeded.generatedAdminPassword) {
  // Production never prints a password: the admin sets one through 'Forgot password' (mail over SMTP).
  console.log(
    `Admin account ${config.adminEmail} created with a random password nobody knows: set it with 'Forgot password' on the login screen, or start with LNF_ADMIN_PASSWORD`,
  );
} else if (server.seeded.adminCreated) {
  console.log(`Admin login: ${config.adminEmail} (password from LNF_ADMIN_PASSWORD)`);
}

// Graceful stop: readiness turns 503, no new connections, requests in flight finish (for at most
// LNF_SHUTDOWN_GRACE_SECONDS), the database closes, exit 0. A second signal does not cut it short;
// a close that hangs anyway ends the process 5 s after the grace period.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const t0 = performance.now();
    console.log(`${signal}: draining (up to ${config.shutdownGraceMs / 1000} s for requests in flight)`);
    setTimeout(() => {
      console.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 5_000).unref();
    server.close().then(
      () => {
        console.log(`stopped in ${Math.round(performance.now() - t0)} ms`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`shutdown failed: ${error instanceof Error ? error.message : error}`);
        process.exit(1);
      },
    );
  });
}
