import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { color, contrastPairs, breakpoints } from './src/index';
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

  it('the committed CSS and TS output is current', () => {
    expect(() =>
      execFileSync('npx', ['tsx', 'tokens/build.ts', '--check'], { cwd: new URL('..', import.meta.url), stdio: 'pipe' }),
    ).not.toThrow();
  });
});
