// Writes a share card (Open Graph and X) for every prerendered page after prerender.mjs: the
// page's title and the first sentence of its description on the brand's colours, drawn by satori
// (HTML and CSS to SVG, text as outlines) and rasterised by resvg, to dist/og/<slug>.png at the path
// src/share-image.ts names (head.ts links it). Runs before compress.mjs; PNGs are not compressed.
import satori from 'satori';
import { renderAsync } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** The card's size in px (src/share-image.ts has the same, for head.ts). */
export const WIDTH = 1200;
export const HEIGHT = 630;
/** Space kept clear of text on every side of the card, in px. */
export const MARGIN = 64;
/** The title's font sizes in px, largest first: a longer title takes the first that fits. */
export const TITLE_SIZES = [68, 60, 52, 46];
/** At most this many lines of title; at the smallest size a longer one ends in an ellipsis. */
export const TITLE_LINES = 3;
const TITLE_LINE_HEIGHT = 1.15;
/** WCAG AA for text: every text colour on the card is checked against its background. */
const MIN_CONTRAST = 4.5;

/**
 * The colours of the card, from the design tokens (`@lnf/ui/tokens`), checked for contrast:
 * warm amber-tinted paper with a deeper disc in the corner, the brand amber as a decorative band
 * and rule, the logo's tile, and the site's text colours.
 * `contrast` is the WCAG ratio of tokens/contrast.ts.
 */
export function brandOf(tokens, contrast) {
  const brand = {
    background: tokens['color-bg-accent-subtle'],
    decoration: tokens['color-bg-accent-muted'],
    band: tokens['color-brand'],
    tile: tokens['color-bg-accent'],
    tileMark: tokens['color-fg-inverse'],
    title: tokens['color-fg-default'],
    description: tokens['color-fg-muted'],
    host: tokens['color-fg-accent'],
  };
  // Text can run over the corner's disc as well as the plain background.
  for (const role of ['title', 'description', 'host']) {
    for (const ground of ['background', 'decoration']) {
      const ratio = contrast(brand[role], brand[ground]);
      if (ratio < MIN_CONTRAST) {
        throw new Error(
          `share-images: the ${role} colour ${brand[role]} on ${brand[ground]} has contrast ${ratio.toFixed(2)}, under ${MIN_CONTRAST}`,
        );
      }
    }
  }
  return brand;
}

/**
 * Noto Sans 400 and 700 (the system stack's fallback, which satori can load as .woff): the latin
 * subset, and latin-ext for the rupee sign and accented names. The two are separate families that
 * the card lists in order: under one name satori kept one file per weight and lost the rupee sign.
 */
export function loadFonts() {
  return ['latin', 'latin-ext'].flatMap((subset) =>
    [400, 700].map((weight) => ({
      name: subset === 'latin' ? 'Noto Sans' : 'Noto Sans Ext',
      weight,
      style: 'normal',
      data: readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)),
    })),
  );
}

/**
 * The words of a page's head a card shows: the title without the site name (`Title | LNF`, and the
 * home page's `LNF | Tagline`), and the description's first sentence.
 */
export function cardText(head, siteName) {
  const title = head.title
    .split(' | ')
    .filter((part) => part !== siteName)
    .join(' | ');
  const description = /^.*?[.!?](?=\s|$)/.exec(head.description)?.[0] ?? head.description;
  return { title, description };
}

const h = (type, style, children, key) => ({ type, key, props: { style, children } });

/** The word mark of app/src/layout/Logo.tsx (same outlines), in the token colours. */
function wordmark(brand) {
  const shape = (type, props) => ({ type, props });
  return {
    type: 'svg',
    props: {
      width: 168,
      height: 56,
      viewBox: '0 0 96 32',
      children: [
        shape('rect', { width: 32, height: 32, rx: 7, fill: brand.tile }),
        shape('path', { d: 'M9 8h3v13h7v3H9z', fill: brand.tileMark }),
        shape('circle', { cx: 22, cy: 11, r: 3, fill: brand.band }),
        shape('path', {
          d: 'M40 9h3v11h8v3H40zM54 23V9h3l7 9.5V9h3v14h-3l-7-9.5V23zM70 23V9h11v3h-8v3h7v3h-7v5z',
          fill: brand.title,
        }),
      ],
    },
  };
}

function card({ title, description, host }, brand, titleSize, clampTitle) {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: WIDTH,
      height: HEIGHT,
      padding: `${MARGIN}px ${MARGIN}px ${MARGIN}px ${MARGIN + 16}px`,
      backgroundColor: brand.background,
      // The logo's dot, far larger, in the top right corner (a background, so it stays under the text).
      backgroundImage: `radial-gradient(circle at ${WIDTH - 40}px 40px, ${brand.decoration} 0, ${brand.decoration} 300px, transparent 301px)`,
      boxSizing: 'border-box',
      fontFamily: 'Noto Sans, Noto Sans Ext',
      position: 'relative',
    },
    [
      // The amber band down the left edge.
      h('div', { position: 'absolute', top: 0, left: 0, width: 24, height: HEIGHT, backgroundColor: brand.band }),
      h('div', { display: 'flex' }, [wordmark(brand)]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        h(
          'div',
          {
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: TITLE_LINE_HEIGHT,
            letterSpacing: '-0.01em',
            wordBreak: 'break-word',
            color: brand.title,
            ...(clampTitle ? { display: 'block', lineClamp: TITLE_LINES } : {}),
          },
          title,
          'title',
        ),
        h(
          'div',
          {
            display: 'block',
            fontSize: 28,
            lineHeight: 1.4,
            color: brand.description,
            wordBreak: 'break-word',
            lineClamp: 2,
          },
          description,
          'description',
        ),
      ]),
      h('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
        h('div', { width: 40, height: 6, borderRadius: 3, backgroundColor: brand.band }),
        h('div', { fontSize: 26, fontWeight: 700, color: brand.host }, host, 'host'),
      ]),
    ],
  );
}

/** The title sizes worth trying for `title`: none whose rough line capacity it clearly exceeds. */
function sizesFor(title) {
  const width = WIDTH - 2 * MARGIN - 16;
  // Noto Sans Bold averages a little over half an em per character.
  const fits = (size) => title.length <= (width / (size * 0.5)) * TITLE_LINES;
  const first = TITLE_SIZES.findIndex(fits);
  return TITLE_SIZES.slice(first === -1 ? TITLE_SIZES.length - 1 : first);
}

/**
 * Draws one card: `{ title, description, host }` in `brand` (brandOf) with `fonts` (loadFonts;
 * pass the same array every time, satori parses it once). Returns the PNG, the SVG and the layout
 * satori chose: the title's size and lines, whether it was cut, and every text box in px. A
 * character none of the fonts has fails, rather than drawing nothing.
 */
export async function renderShareCard(text, { brand, fonts }) {
  const draw = async (titleSize, clamped) => {
    const boxes = [];
    const svg = await satori(card(text, brand, titleSize, clamped), {
      width: WIDTH,
      height: HEIGHT,
      fonts,
      onNodeDetected: (node) => {
        if (node.textContent) {
          const { key, left, top, width, height, textContent } = node;
          boxes.push({ key, left, top, width, height, text: textContent });
        }
      },
      loadAdditionalAsset: async (code, segment) => {
        throw new Error(`share-images: no font has ${JSON.stringify(segment)} (${code}) in "${text.title}"`);
      },
    });
    const titleLines = Math.round(boxes.find((b) => b.key === 'title').height / (titleSize * TITLE_LINE_HEIGHT));
    return { svg, layout: { titleSize, titleLines, clamped, boxes } };
  };
  let drawn;
  for (const size of sizesFor(text.title)) {
    drawn = await draw(size, false);
    if (drawn.layout.titleLines <= TITLE_LINES) break;
  }
  if (drawn.layout.titleLines > TITLE_LINES) drawn = await draw(TITLE_SIZES.at(-1), true);
  const image = await renderAsync(drawn.svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return { png: image.asPng(), ...drawn };
}

/**
 * The app modules the cards need, through Vite with the app's config (the heads are TypeScript and
 * may import what the app's plugins handle), then the server closed.
 */
async function loadAppModules() {
  const { createServer } = await import('vite');
  const server = await createServer({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const [heads, routeDef, site, share, ui, wcag] = await Promise.all(
      [
        '/src/route-heads.ts',
        '/src/route-def.ts',
        '/src/site-config.ts',
        '/src/share-image.ts',
        '@lnf/ui/tokens',
        join(appDir, '..', 'tokens', 'contrast.ts'),
      ].map((id) => server.ssrLoadModule(id)),
    );
    return {
      headOf: heads.headOf,
      siteName: routeDef.SITE_NAME,
      host: new URL(site.siteConfig.origin).host,
      shareImagePath: share.shareImagePath,
      shareImage: share.SHARE_IMAGE,
      tokens: ui.tokens,
      contrast: wcag.contrast,
    };
  } finally {
    await server.close();
  }
}

async function main() {
  const dist = join(appDir, 'dist');
  const { prerendered } = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
  const app = await loadAppModules();
  if (app.shareImage.width !== WIDTH || app.shareImage.height !== HEIGHT) {
    throw new Error(`share-images: src/share-image.ts says ${app.shareImage.width} x ${app.shareImage.height}`);
  }
  const brand = brandOf(app.tokens, app.contrast);
  const fonts = loadFonts();
  const notFound = app.headOf('/404');
  const sizes = await Promise.all(
    prerendered.map(async (path) => {
      const head = app.headOf(path);
      if (head === notFound && path !== '/404') throw new Error(`share-images: route-heads.ts has no head for ${path}`);
      const { png } = await renderShareCard({ ...cardText(head, app.siteName), host: app.host }, { brand, fonts });
      const file = join(dist, app.shareImagePath(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
      return png.length;
    }),
  );
  const largest = Math.max(0, ...sizes);
  console.log(`share-images: ${sizes.length} cards, largest ${(largest / 1024).toFixed(0)} KB`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
