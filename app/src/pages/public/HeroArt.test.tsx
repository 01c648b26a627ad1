import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { products, technology } from '../../content/products';
import type { MarketingPageContent } from '../../content/types';
import { Logo } from '../../layout/Logo';
import { HeroArt } from './HeroArt';
import { HomeVisual } from './HomeVisual';

const modules = import.meta.glob<Record<string, MarketingPageContent>>('../../content/products/*.ts', { eager: true });
const heroOf = (slug: string) => {
  const module = modules[`../../content/products/${slug}.ts`];
  if (!module) throw new Error(`no content for ${slug}`);
  return Object.values(module)[0]!.hero;
};

describe('hero pictures', () => {
  const pages = [...products, technology].map((p) => ({ slug: p.slug, hero: heroOf(p.slug) }));
  const markup = (hero: MarketingPageContent['hero']) =>
    renderToStaticMarkup(<HeroArt scene={hero.scene} highlights={hero.highlights} />);
  // The picture without the accessible name and the per-instance filter id: what a visitor sees.
  const drawing = (svg: string) => svg.replace(/aria-label="[^"]*"/, '').replace(/hero-shadow-[\w-]+/g, 'shadow');

  it('give every product page a picture of its own', () => {
    expect(pages).toHaveLength(12);
    expect(new Set(pages.map((p) => p.hero.scene)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => drawing(markup(p.hero)))).size).toBe(pages.length);
  });

  it('name each picture by its highlights and draw it without requests', () => {
    for (const { hero } of pages) {
      const svg = markup(hero);
      expect(svg).toContain(`aria-label="${hero.highlights.join('. ')}"`);
      expect(svg).not.toMatch(/<image|href="http|<script/);
    }
  });

  it('show the product itself on the home page, unlike any product page', () => {
    const home = renderToStaticMarkup(<HomeVisual />);
    expect(home).toMatch(/role="img" aria-label="The LNF workspace/);
    for (const { hero } of pages) expect(drawing(home)).not.toBe(drawing(markup(hero)));
    expect(home).toContain('Payroll');
  });

  // Chromium lays out each size and weight of SVG text with a font of its own at the drawing's
  // scale, a cost of the first layout on a cold renderer (docs/performance.md, "SVG text is kept
  // to few sizes and weights"): the home drawing keeps to three styles, and the logo in every page's
  // header and footer is outlines, not text.
  it('draw the home picture in three text styles and the logo without text', () => {
    const styles = new Set(
      [
        ...renderToStaticMarkup(<HomeVisual />).matchAll(/<text[^>]*font-size="([^"]+)"[^>]*font-weight="([^"]+)"/g),
      ].map(([, size, weight]) => `${size}/${weight}`),
    );
    expect([...styles].sort()).toEqual(['10/500', '11/700', '15/700']);
    const logo = renderToStaticMarkup(<Logo />);
    expect(logo).not.toContain('<text');
    expect(logo).toMatch(/<path d="M40 9/);
  });
});
