import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// A built site, as app/scripts/prerender.mjs and compress.mjs leave one: a page with two inline
// styles, the client shell with one, a script with a Brotli copy beside it, a stylesheet without.
const dir = mkdtempSync(join(tmpdir(), 'lnf-static-'));
const page = `<!doctype html><html><head><style id="react-aria-pressable-style">@layer{[data-x]{touch-action:none}}</style><style>body{margin:0}</style></head><body>${'<p>LNF</p>'.repeat(80)}</body></html>`;
const script = `export const words = ${JSON.stringify('people payroll hiring accounts '.repeat(60))};\n`;
const sheet = `.a{color:red}\n`.repeat(60);
const shell = `<!doctype html><html><head><style id="react-aria-pressable-style">@layer{[data-y]{touch-action:none}}</style></head><body><div id="root"></div></body></html>`;
const feed = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">${'<entry><title>LNF</title></entry>'.repeat(30)}</feed>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify({ prerendered: ['/'], client: ['/basket', '/billing'], scriptHashes: [] }),
  );
  writeFileSync(join(dir, 'app.html'), shell);
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dir, 'assets/app.js'), script);
  writeFileSync(join(dir, 'assets/app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/app.css'), sheet);
  mkdirSync(join(dir, 'resources'));
  writeFileSync(join(dir, 'resources/feed.xml'), feed);
  writeFileSync(join(dir, 'sitemap.xml'), '<?xml version="1.0"?><urlset/>');
  // A file the deployment links in rather than copies.
  writeFileSync(join(dir, '..', `${dir.split('/').at(-1)}-robots.txt`), 'User-agent: *\n');
  symlinkSync(join(dir, '..', `${dir.split('/').at(-1)}-robots.txt`), join(dir, 'robots.txt'));
  server = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(dir, '..', `${dir.split('/').at(-1)}-robots.txt`), { force: true });
});

/** An answer as a browser reads it: fetch decodes br and gzip itself (rawGet below does not). */
async function get(path: string, acceptEncoding: string) {
  const res = await server.raw(path, { headers: { 'accept-encoding': acceptEncoding } });
  return { res, encoding: res.headers.get('content-encoding'), text: await res.text() };
}

describe('the built site', () => {
  it('sends the Resources feed as Atom, compressed, and other XML as XML', async () => {
    const atom = await get('/resources/feed.xml', 'gzip');
    expect(atom.res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(atom.encoding).toBe('gzip');
    expect(atom.text).toBe(feed);
    const sitemap = await server.raw('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });

  it("names each file's content in its ETag and answers 304 to a browser that has it", async () => {
    const first = await server.raw('/assets/app.css');
    const etag = first.headers.get('etag');
    expect(etag).toBe(`"${createHash('sha1').update(sheet).digest('base64url').slice(0, 16)}"`);
    const again = await server.raw('/assets/app.css', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await server.raw('/assets/app.js', { headers: { 'if-none-match': etag! } });
    expect(other.status).toBe(200);
  });

  it('serves a file the build folder links to', async () => {
    const res = await server.raw('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *\n');
  });

  it("sends the build's Brotli copy to a browser that accepts br, and gzip or nothing to others", async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.text).toBe(script);
    const gz = await get('/assets/app.js', 'gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gz.text).toBe(script);
    const plain = await get('/assets/app.js', 'identity');
    expect(plain.encoding).toBeNull();
    expect(plain.text).toBe(script);
    // A page too, with its headers.
    const home = await get('/', 'br');
    expect([home.res.status, home.encoding, home.res.headers.get('vary')]).toEqual([
      200,
      'br',
      'accept-encoding, sec-fetch-site',
    ]);
    expect(home.text).toBe(page);
  });

  it('sends the bytes of the copy itself, which decode to the file', async () => {
    const { statusCode, headers, body } = await rawGet(`${server.url}/assets/app.js`, 'br');
    expect([statusCode, headers['content-encoding']]).toEqual([200, 'br']);
    expect(brotliDecompressSync(body).toString()).toBe(script);
    const gz = await rawGet(`${server.url}/assets/app.css`, 'br, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(sheet);
  });

  it('serves no .br file under its own name', async () => {
    const res = await server.raw('/assets/app.js.br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('allows every inline <style> of a page by its hash, with or without attributes', async () => {
    const csp = (await server.raw('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(sha('@layer{[data-x]{touch-action:none}}'));
    expect(csp).toContain(sha('body{margin:0}'));
  });

  it('sends the opener policy with every page but one typed into the address bar (security.md, item 13)', async () => {
    const policy = async (path: string, site?: string, extra: Record<string, string> = {}) => {
      const res = await server.raw(path, { headers: { ...(site ? { 'sec-fetch-site': site } : {}), ...extra } });
      return [res.status, res.headers.get('cross-origin-opener-policy')];
    };
    const cut = 'same-origin-allow-popups';
    // A page another site opened or links to, one of ours, or a client that does not say: the policy.
    for (const site of ['cross-site', 'same-site', 'same-origin', undefined]) {
      expect(await policy('/', site)).toEqual([200, cut]);
      expect(await policy('/basket', site)).toEqual([200, cut]);
    }
    // Typed, a bookmark: no window can have opened this one, and the policy would only cost a process.
    expect(await policy('/', 'none')).toEqual([200, null]);
    expect(await policy('/basket', 'none')).toEqual([200, null]);
    expect(await policy('/no-such-page', 'none')).toEqual([404, null]);
    // A revalidation answers as the page does, and caches keep the two answers apart.
    const etag = (await server.raw('/')).headers.get('etag')!;
    expect(await policy('/', 'none', { 'if-none-match': etag })).toEqual([304, null]);
    expect(await policy('/', 'cross-site', { 'if-none-match': etag })).toEqual([304, cut]);
    expect((await server.raw('/', { headers: { 'if-none-match': etag } })).headers.get('vary')).toContain(
      'sec-fetch-site',
    );
    // What is not a page keeps the header, and varies on nothing new.
    const asset = await server.raw('/assets/app.js', { headers: { 'sec-fetch-site': 'none' } });
    expect([asset.headers.get('cross-origin-opener-policy'), asset.headers.get('vary')]).toEqual([
      cut,
      'accept-encoding',
    ]);
  });

  it("allows the client shell's inline style on the pages that load Razorpay's Checkout too", async () => {
    const rzp = await startTestServer({
      staticDir: dir,
      razorpay: {
        keyId: 'rzp_test_Static0001',
        keySecret: 'static-secret',
        webhookSecret: 'static-hooks',
        apiUrl: 'http://127.0.0.1:9/api',
        checkoutUrl: 'http://127.0.0.1:9/checkout.js',
      },
    });
    try {
      for (const path of ['/basket', '/billing']) {
        const res = await rzp.raw(path);
        const csp = res.headers.get('content-security-policy') ?? '';
        if (path === '/basket') expect(await res.text()).toBe(shell);
        expect(csp).toContain(sha('@layer{[data-y]{touch-action:none}}'));
        expect(csp).toMatch(/script-src 'self'[^;]* http:\/\/127\.0\.0\.1:9/);
      }
    } finally {
      await rzp.stop();
    }
  });
});

/** GET through node:http, which leaves the body as sent. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ statusCode: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );
}
