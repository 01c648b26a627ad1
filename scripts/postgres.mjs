// A throwaway PostgreSQL server for tests: Debian's postgresql binaries, a cluster in a
// temp folder owned by the postgres user, listening on loopback only. Installs Debian's
// `postgresql` package when it is missing and we are root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Folder of the newest PostgreSQL's binaries, installing Debian's package when missing and we may. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const find = () =>
    existsSync(base)
      ? readdirSync(base)
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => join(base, v, 'bin'))
          .find((d) => existsSync(join(d, 'initdb')))
      : undefined;
  let dir = find();
  if (!dir && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.error('postgres: not found, installing Debian package "postgresql"');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    dir = find();
  }
  return dir;
}

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL; returns `{ url, log, stop }` (`log`: the server's log file), or null when it
 * cannot run here. `settings` are extra server settings (`-c name=value`), e.g.
 * `{ shared_preload_libraries: 'auto_explain', work_mem: '16MB' }`.
 */
export async function startPostgres(settings = {}) {
  const bin = postgresBinDir();
  if (!bin) return null;
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'lnf-pg-'));
  const as = (cmd, args) => {
    const full = join(bin, cmd);
    const r = isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  const data = join(dir, 'data');
  const port = await freePort();
  as('initdb', ['-D', data, '-U', 'lnf', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  as('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' '),
    'start',
  ]);
  as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'lnf', 'lnf']);
  return {
    url: `postgres://lnf@127.0.0.1:${port}/lnf`,
    log: join(dir, 'log'),
    stop() {
      try {
        as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const pg = await startPostgres();
  if (!pg) {
    console.error('postgres: binaries not found');
    process.exit(1);
  }
  console.log(pg.url);
  pg.stop();
}
