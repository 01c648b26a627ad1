// @vitest-environment node
// satori and resvg run in Node at build time; jsdom's globals are not theirs.
import { tokens } from '@lnf/ui/tokens';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../tokens/contrast';
import {
  brandOf,
  cardText,
  HEIGHT,
  loadFonts,
  MARGIN,
  renderShareCard,
  TITLE_LINES,
  TITLE_SIZES,
  WIDTH,
  type ShareCardLayout,
} from './share-images.mjs';

const brand = brandOf(tokens, contrast);
const fonts = loadFonts();
const host = 'www.lnf.example';
const render = (title: string, description = 'Plans from ₹2,999 a month, billed yearly. More text after.') =>
  renderShareCard({ title, description, host }, { brand, fonts });

/** Every text box lies inside the card, clear of its margins. */
function expectInside(layout: ShareCardLayout) {
  expect(layout.boxes.map((b) => b.key)).toEqual(['title', 'description', 'host']);
  for (const box of layout.boxes) {
    expect(box.left, box.text).toBeGreaterThanOrEqual(MARGIN);
    expect(box.top, box.text).toBeGreaterThanOrEqual(MARGIN);
    expect(box.left + box.width, box.text).toBeLessThanOrEqual(WIDTH - MARGIN);
    expect(box.top + box.height, box.text).toBeLessThanOrEqual(HEIGHT - MARGIN);
  }
}

describe('share cards', () => {
  it('are 1200 x 630 PNGs under 100 KB, with the rupee sign drawn', async () => {
    const { png, layout } = await render('Pricing and plans');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(png.length).toBeLessThan(100 * 1024);
    expect(layout).toMatchObject({ titleSize: TITLE_SIZES[0], titleLines: 1, clamped: false });
    expectInside(layout);
  });

  it('differ when the titles differ', async () => {
    const [a, b] = await Promise.all([render('Pricing and plans'), render('Privacy Policy')]);
    expect(a.png.equals(b.png)).toBe(false);
  });

  it('shrink a title that needs more lines at the larger sizes', async () => {
    // Capitals are wider than the length-based first guess assumes: only the measured lines can tell.
    const { layout } = await render('WORKFORCE MANAGEMENT, PAYROLL AND STATUTORY COMPLIANCE FOR GROWING BUSINESSES');
    expect(layout.titleSize).toBeLessThan(TITLE_SIZES[0]);
    expect(layout.titleLines).toBeLessThanOrEqual(TITLE_LINES);
    expect(layout.clamped).toBe(false);
    expectInside(layout);
  });

  it('cut a title too long for the smallest size at the last line, inside the card', async () => {
    const title = Array.from({ length: 12 }, (_, i) => `Payroll and compliance section ${i + 1}`).join(', ');
    const { png, layout } = await render(title, `${'A very long description that goes on '.repeat(12)}end.`);
    expect(layout).toMatchObject({ titleSize: TITLE_SIZES.at(-1), titleLines: TITLE_LINES, clamped: true });
    expectInside(layout);
    expect(png.length).toBeLessThan(100 * 1024);
  });

  it('refuse a character none of the fonts has, rather than leaving it out', async () => {
    await expect(render('Pricing 価格')).rejects.toThrow(/no font has/);
  });
});

describe('card text', () => {
  it("drops the site name from the title and keeps the description's first sentence", () => {
    expect(
      cardText({ title: 'LNF | All-in-one business software', description: 'One platform. For everyone.' }, 'LNF'),
    ).toEqual({ title: 'All-in-one business software', description: 'One platform.' });
    expect(
      cardText({ title: 'Pricing and plans | LNF', description: 'From ₹2,999 (₹2,500 yearly) a month' }, 'LNF'),
    ).toEqual({ title: 'Pricing and plans', description: 'From ₹2,999 (₹2,500 yearly) a month' });
  });
});

describe('card colours', () => {
  it('come from the tokens and refuse text under 4.5:1 contrast', () => {
    expect(brand.background).toBe(tokens['color-bg-accent-subtle']);
    expect(brand.title).toBe(tokens['color-fg-default']);
    expect(() => brandOf({ ...tokens, 'color-fg-muted': tokens['color-bg-accent-muted'] }, contrast)).toThrow(
      /description colour .* contrast/,
    );
  });
});
