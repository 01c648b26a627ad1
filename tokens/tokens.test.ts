import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { color, contrastPairs, breakpoints, font } from './src/index';
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

  it.each(contrastPairs)('%s on %s meets %d:1', (fg, bg, min) => {
    expect(contrast(color[fg].value, color[bg].value)).toBeGreaterThanOrEqual(min);
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
