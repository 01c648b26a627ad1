/**
 * Helpers of the pack test: run npm and node as a consumer would, pack a workspace package the way
 * `npm publish` does, cut a consumer's package-lock.json from the workspace's, serve a built app.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

// npm started by `npm test` passes its own settings down as npm_* variables (a workspace, a
// lifecycle event); the npm calls below are a consumer's and must not inherit them.
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_/i.test(key) || /^npm_config_(cache|registry|userconfig)$/i.test(key),
  ),
);

export const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });

/** Like `run`, but never throws: the exit status and both streams, for commands expected to fail. */
export function attempt(cmd: string, args: string[], cwd: string) {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
const newest = (paths: string[]) => Math.max(...paths.map((p) => statSync(p).mtimeMs));

/** Builds a workspace package when its dist/index.js is missing or older than its sources. */
export function ensureBuilt(pkgDir: string) {
  const inputs = [...walk(join(pkgDir, 'src')), join(pkgDir, 'vite.config.ts'), join(pkgDir, 'package.json')];
  const built = join(pkgDir, 'dist/index.js');
  if (existsSync(built) && statSync(built).mtimeMs >= newest(inputs)) return;
  run('npm', ['run', 'build'], pkgDir);
}

export interface Packed {
  name: string;
  tarball: string;
  integrity: string;
  files: string[];
  // package.json as npm wrote it: free-form JSON the tests read field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  manifest: Record<string, any>;
  /** Bytes of the .tgz. */
  size: number;
  unpackedSize: number;
}

/**
 * `npm pack` of a copy of the package (package.json, README.md, CHANGELOG.md, dist/) in `stage/<folder>`, so
 * the working tree's package.json never points at dist/ while other test projects read it. The
 * copy runs the same prepack/postpack; `sharedScripts` is copied beside it as `stage/ui/scripts`,
 * where both packages' lifecycle scripts find publish-exports.mjs.
 */
export function pack(
  pkgDir: string,
  stage: string,
  folder: string,
  destination: string,
  sharedScripts: string,
): Packed {
  const dir = join(stage, folder);
  mkdirSync(dir, { recursive: true });
  for (const entry of ['package.json', 'README.md', 'CHANGELOG.md', 'dist']) {
    if (existsSync(join(pkgDir, entry))) cpSync(join(pkgDir, entry), join(dir, entry), { recursive: true });
  }
  if (!existsSync(join(stage, 'ui/scripts'))) cpSync(sharedScripts, join(stage, 'ui/scripts'), { recursive: true });
  const [out] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', destination], dir)) as {
    name: string;
    filename: string;
    integrity: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  }[];
  const tarball = join(destination, out.filename);
  return {
    name: out.name,
    tarball,
    integrity: out.integrity,
    files: out.files.map((f) => f.path),
    manifest: JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], destination)),
    size: out.size,
    unpackedSize: out.unpackedSize,
  };
}

export interface LockEntry {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

/**
 * The `packages` of a package-lock.json for the consumer, cut from the workspace's lock: the
 * tarballs plus the packages their dependencies and the app's need, at the versions the workspace
 * installed. Why: this machine reaches only the npm registry, and npm's offline mode cannot
 * resolve a version range from its cache (its cached package documents are not served offline),
 * but `npm ci --offline` installs a lock's exact versions from the cache that the workspace's own
 * `npm ci` filled. So the tarballs go through a real npm install, with no network and no symlink
 * into the workspace.
 */
export function consumerLock(repoRoot: string, direct: string[], packed: { entry: Packed; file: string }[]) {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const entries: Record<string, LockEntry> = {};
  const find = (from: string, name: string) => {
    for (let base = from; ;) {
      const key = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[key] && !lock.packages[key].link) return key;
      if (!base) return null;
      const at = base.lastIndexOf('/node_modules/');
      base = at < 0 ? '' : base.slice(0, at);
    }
  };
  const add = (key: string) => {
    if (entries[key]) return;
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = lock.packages[key];
    entries[key] = entry as LockEntry;
    const needs = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !entry.peerDependenciesMeta?.[n]?.optional),
    ];
    for (const name of needs) {
      const found = find(key, name);
      if (!found) throw new Error(`package-lock.json has no ${name} for ${key}`);
      add(found);
    }
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const found = find(key, name);
      if (found) add(found);
    }
  };
  const names = [...direct, ...packed.flatMap(({ entry }) => Object.keys(entry.manifest.dependencies ?? {}))];
  for (const name of names) {
    if (!lock.packages[`node_modules/${name}`])
      throw new Error(`the workspace did not install ${name} at the top level`);
    add(`node_modules/${name}`);
  }
  for (const { entry, file } of packed) {
    entries[`node_modules/${entry.name}`] = {
      version: entry.manifest.version,
      resolved: `file:${file}`,
      integrity: entry.integrity,
      dependencies: entry.manifest.dependencies,
      peerDependencies: entry.manifest.peerDependencies,
    };
  }
  return { entries, version: (name: string) => lock.packages[`node_modules/${name}`].version };
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A static file server for a built app on 127.0.0.1 and a free port. */
export async function serve(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = normalize(join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(resolve(root) + sep) || !existsSync(path) || statSync(path).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** `vite` (the dev server) in `app` on a free port; resolves once it prints its URL. */
export async function startDevServer(app: string): Promise<{ url: string; stop: () => void }> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  const child = spawn(
    process.execPath,
    [join(app, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let exited: number | null | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code) => (exited = code));
  // Ready when it answers: with CI=true Vite prints no URL banner, so the output says nothing.
  for (;;) {
    if (exited !== undefined) throw new Error(`vite dev exited with ${exited}:\n${output}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => child.kill() };
}
