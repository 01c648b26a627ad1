import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};
/** Files whose name says more than their extension: the Resources feed is XML of its own type. */
const NAMED_TYPES: Record<string, string> = { 'feed.xml': 'application/atom+xml; charset=utf-8' };

export interface StaticFile {
  body: Uint8Array;
  /** The gzip variant, compressed on first use (start-up stays fast); null when not worth it. */
  gzip(): Uint8Array | null;
  /** The Brotli variant the build wrote beside the file (`name.br`, app/scripts/compress.mjs), or null. */
  brotli: Uint8Array | null;
  type: string;
  etag: string;
  immutable: boolean;
  /** CSP hashes of the page's inline <style> (its critical CSS); empty for everything else. */
  styleHashes: string[];
}

export interface RouteTable {
  prerendered: string[];
  client: string[];
  scriptHashes: string[];
}

/** `sha256-…` sources for every inline <style> element of a page, as the CSP names them. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`,
  );
}

/** The built app held in memory (it is small): files, gzip variants and the route table. */
export class StaticSite {
  private readonly files = new Map<string, StaticFile>();
  readonly routes: RouteTable = { prerendered: [], client: [], scriptHashes: [] };
  private readonly clientPatterns: RegExp[] = [];

  constructor(readonly dir: string | null) {
    if (!dir || !existsSync(join(dir, 'routes.json'))) return;
    this.routes = JSON.parse(readFileSync(join(dir, 'routes.json'), 'utf8')) as RouteTable;
    this.clientPatterns = this.routes.client.map(
      (p) =>
        new RegExp(
          `^${p
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\/:[A-Za-z]+\\\?/g, '(?:/[^/]+)?')
            .replace(/:[A-Za-z]+/g, '[^/]+')}$`,
        ),
    );
    this.load(dir);
  }

  get ready(): boolean {
    return this.files.has('/404.html');
  }

  private load(dir: string) {
    // Eager, so a running server keeps serving one build even if `npm run build` replaces dist/
    // under it. What is not needed to answer a request yet (the ETag's hash, a page's style
    // hashes, the gzip variant) is computed on first use: start-up reads files and nothing else.
    const names = walk(dir);
    // The build decides which files get a Brotli copy (app/scripts/compress.mjs); any copy is used.
    const copies = new Set(names.filter((name) => name.endsWith('.br')));
    for (const name of names) {
      // A `.br` file is another file's Brotli variant, not a file of its own.
      if (name.startsWith('.vite/') || name.endsWith('.br')) continue;
      const full = join(dir, name);
      const body = readFileSync(full);
      const type = NAMED_TYPES[basename(name)] ?? TYPES[extname(name)] ?? 'application/octet-stream';
      const compressible =
        /^(text\/|application\/(json|(atom\+)?xml|manifest)|image\/svg)/.test(type) && body.length > 512;
      const urlPath = `/${name}`;
      let gz: Uint8Array | null | undefined = compressible ? undefined : null;
      let etag: string | undefined;
      let styleHashes: string[] | undefined;
      this.files.set(urlPath, {
        body,
        gzip: () => (gz === undefined ? (gz = gzipSync(body, { level: 9 })) : gz),
        brotli: copies.has(`${name}.br`) ? readFileSync(`${full}.br`) : null,
        type,
        get etag() {
          return (etag ??= `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`);
        },
        immutable: urlPath.startsWith('/assets/'),
        get styleHashes() {
          return (styleHashes ??= type.startsWith('text/html') ? inlineStyleHashes(body.toString('utf8')) : []);
        },
      });
    }
  }

  /** A file by URL path (no HTML routing). */
  file(path: string): StaticFile | undefined {
    return path.endsWith('.html') ? undefined : this.files.get(path);
  }

  /** The page for a route: prerendered HTML, the client shell, or the 404 page. */
  page(path: string): { file: StaticFile; status: 200 | 404 } {
    if (this.routes.prerendered.includes(path)) {
      const f = this.files.get(path === '/' ? '/index.html' : `${path}/index.html`);
      if (f) return { file: f, status: 200 };
    }
    if (this.clientPatterns.some((re) => re.test(path))) return { file: this.files.get('/app.html')!, status: 200 };
    return { file: this.files.get('/404.html')!, status: 404 };
  }
}

/**
 * Every file under `dir` (a link to a file counts), as `/`-separated paths relative to it. One directory read per
 * folder with the entries' types: Node 20's `readdirSync({ recursive: true })` and a stat per
 * name took 20 ms of a start for the site's 384 files, this walk about 3.
 */
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(dir, name);
    if (entry.isSymbolicLink()) return statSync(join(dir, name)).isFile() ? [name] : [];
    return entry.isFile() ? [name] : [];
  });
}
