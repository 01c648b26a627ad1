import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { color, contrastPairs, breakpoints, font, shadow, themes } from './src/index';
import { renderCss } from './build';
import { amber } from './src/palette';
import { contrast } from './contrast';

describe('design tokens', () => {
  it('keeps the brand amber of the spec', () => {
    expect(color.brand.value).toBe('#d98d1b');
    expect(amber[500]).toBe('#d98d1b');
  });

  it('has the spec breakpoints', () => {
    expect(Object.values(breakpoints)).toEqual([320, 768, 1024, 1280, 1400, 1536]);
  });

  describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
    it('has a value for every colour and shadow role, and no other', () => {
      expect(Object.keys(themes[theme].color).sort()).toEqual(Object.keys(color).sort());
      expect(Object.keys(themes[theme].shadow).sort()).toEqual(Object.keys(shadow).sort());
    });

    it.each(contrastPairs)('%s on %s meets %d:1', (fg, bg, min) => {
      expect(contrast(themes[theme].color[fg], themes[theme].color[bg])).toBeGreaterThanOrEqual(min);
    });
  });

  it('light is the token value itself, so a page without a theme keeps its look', () => {
    for (const [role, token] of Object.entries(color)) expect(themes.light.color[role]).toBe(token.value);
  });

  it('writes light on :root and [data-lnf-theme=light], dark on [data-lnf-theme=dark] after it', () => {
    const css = renderCss();
    const block = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      expect(start, selector).toBeGreaterThan(-1);
      return { start, body: css.slice(start, css.indexOf('}', start)) };
    };
    const light = block(`:root,\n[data-lnf-theme='light']`);
    const dark = block(`[data-lnf-theme='dark']`);
    expect(dark.start).toBeGreaterThan(light.start);
    expect(light.body).toContain(`--lnf-color-bg-canvas: ${color['bg-canvas'].value};`);
    expect(dark.body).toContain(`--lnf-color-bg-canvas: ${themes.dark.color['bg-canvas']};`);
    expect(dark.body).toContain('color-scheme: dark;');
  });

  it('a documented pair that fails is caught', () => {
    expect(contrast(themes.dark.color['fg-default'], themes.light.color['bg-canvas'])).toBeLessThan(4.5);
  });

  it('white text on the raw brand amber fails AA, which is why bg-accent is darker', () => {
    expect(contrast('#ffffff', '#d98d1b')).toBeLessThan(4.5);
    expect(contrast('#ffffff', color['bg-accent'].value)).toBeGreaterThanOrEqual(4.5);
  });

  it('names only fonts the platform has: no web font is shipped, so none may be named', () => {
    const families = (font['family-sans'].value + ',' + font['family-mono'].value)
      .split(',')
      .map((f) => f.trim().replace(/'/g, ''));
    const platform = [
      'system-ui',
      '-apple-system',
      'Segoe UI',
      'Roboto',
      'Noto Sans',
      'Helvetica Neue',
      'Arial',
      'sans-serif',
      'ui-monospace',
      'SFMono-Regular',
      'Menlo',
      'Consolas',
      'monospace',
    ];
    expect(families.filter((f) => !platform.includes(f))).toEqual([]);
    // And nothing loads one behind the tokens' back.
    const css = (dir: URL): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? e.name === 'node_modules'
            ? []
            : css(new URL(`${e.name}/`, dir))
          : e.name.endsWith('.css')
            ? [readFileSync(new URL(e.name, dir), 'utf8')]
            : [],
      );
    const sources = [
      ...css(new URL('../packages/ui/src/', import.meta.url)),
      ...css(new URL('../app/src/', import.meta.url)),
    ];
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter((s) => /@font-face|fonts\.googleapis/.test(s))).toEqual([]);
  });

  it('the committed CSS and TS output is current', () => {
    expect(() =>
      execFileSync('npx', ['tsx', 'tokens/build.ts', '--check'], {
        cwd: new URL('..', import.meta.url),
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
