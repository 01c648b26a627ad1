import { describe, expect, it } from 'vitest';
import { criticalCss, markupOf, pruneCustomProperties, withoutHidden } from './critical-css.mjs';

const css = [
  ':root{--lnf-space-1:.25rem}',
  'body{margin:0}',
  '._Root_a1{display:flex}',
  '._Root_a1[data-hovered]{color:red}',
  '._Panel_a1{animation:_in_a1 .2s}',
  '._Root_a1:where([data-open])>._Panel_a1{display:block}',
  '._Root_a1:not(._Panel_a1){gap:0}',
  '._Root_a1,._Panel_a1{padding:0}',
  '@media (min-width:768px){._Panel_a1{inline-size:56rem}._Root_a1{gap:1rem}}',
  '@media (min-width:1024px){._Panel_a1{display:none}}',
  '@keyframes _in_a1{0%{opacity:0}}',
  '@keyframes _spin_a1{to{transform:rotate(1turn)}}',
  '._Spinner_a1{animation:_spin_a1 1s infinite}',
  '._Content_a1{content:"a,b{}"}',
].join('');

describe('critical CSS', () => {
  it('reads the classes and attributes of the markup', () => {
    const markup = markupOf(
      '<div class="_Root_a1  x" data-variant="grid" hidden><span class="_Content_a1"></span><p class=""></p></div>',
    );
    expect([...markup.classes]).toEqual(['_Root_a1', 'x', '_Content_a1']);
    expect(markup.attributes).toEqual(
      new Set([
        'class',
        'class=_Root_a1  x',
        'data-variant',
        'data-variant=grid',
        'hidden',
        'class=_Content_a1',
        'class=',
      ]),
    );
  });

  it('waits with rules for attributes the markup does not have', () => {
    const rules =
      '._Root_a1[data-hovered]{color:red}._Root_a1:where([data-variant=grid]){gap:1px}._Root_a1:where([data-variant=list]){gap:2px}._Root_a1[hidden]{display:none}';
    const out = criticalCss(rules, markupOf('<div class="_Root_a1" data-variant="grid" hidden></div>'));
    expect(out).toBe('._Root_a1:where([data-variant=grid]){gap:1px}._Root_a1[hidden]{display:none}');
  });

  it('keeps the rules the markup can match and drops the rest', () => {
    const out = criticalCss(
      css,
      markupOf('<div class="_Root_a1" data-hovered><span class="_Content_a1"></span></div>'),
    );
    expect(out).toContain(':root{--lnf-space-1:.25rem}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('._Root_a1{display:flex}');
    expect(out).toContain('._Root_a1[data-hovered]{color:red}');
    expect(out).toContain('._Root_a1:not(._Panel_a1){gap:0}');
    expect(out).toContain('._Content_a1{content:"a,b{}"}');
    // A selector list keeps the selectors that can match.
    expect(out).toContain('._Root_a1{padding:0}');
    // A media query keeps its matching rules; one left empty goes.
    expect(out).toContain('@media (min-width:768px){._Root_a1{gap:1rem}}');
    expect(out).not.toContain('1024px');
    expect(out).not.toContain('_Panel_a1{');
    expect(out).not.toContain('>._Panel_a1');
    // Keyframes only when a kept rule names them.
    expect(out).not.toContain('@keyframes _in_a1');
    expect(out).not.toContain('_spin_a1');
  });

  it('keeps keyframes a kept rule uses', () => {
    const out = criticalCss(css, markupOf('<svg class="_Spinner_a1"></svg>'));
    expect(out).toContain('@keyframes _spin_a1{to{transform:rotate(1turn)}}');
    expect(out).toContain('._Spinner_a1{animation:_spin_a1 1s infinite}');
    expect(out).not.toContain('._Root_a1');
  });

  it('keeps only the custom properties the rules or the markup read', () => {
    const out = pruneCustomProperties(
      ':root{--a:1px;--b:var(--c);--c:red;--d:blue;--e:0}@media (prefers-color-scheme:dark){:root{--d:black}}._X{margin:var(--a);color:var(--b)}',
      '<p style="padding:var(--e)"></p>',
    );
    expect(out).toBe(':root{--a:1px;--b:var(--c);--c:red;--e:0}._X{margin:var(--a);color:var(--b)}');
  });

  it('leaves out what is under a hidden attribute, keeping the hidden element itself', () => {
    expect(
      withoutHidden(
        '<nav><div hidden="" class="_Panel_a1"><ul><li><a><svg><path d="M1"/></svg>x</a></li></ul><br></div><p class="_Content_a1">y</p></nav><input hidden><b class="k">z</b>',
      ),
    ).toBe(
      '<nav><div hidden="" class="_Panel_a1"></div><p class="_Content_a1">y</p></nav><input hidden><b class="k">z</b>',
    );
  });

  it('waits with pointer and focus states, but not with rules that exclude them', () => {
    const out = criticalCss(
      '._Root_a1:hover{color:red}._Root_a1:focus-visible{outline:1px}._Root_a1:not(:focus){clip:rect(0 0 0 0)}',
      markupOf('<a class="_Root_a1"></a>'),
    );
    expect(out).toBe('._Root_a1:not(:focus){clip:rect(0 0 0 0)}');
  });

  it('leaves transitions to the full stylesheet', () => {
    const out = criticalCss(
      '._Root_a1{color:red;transition:color .2s}@media (prefers-reduced-motion:reduce){._Root_a1{transition:none}}',
      markupOf('<a class="_Root_a1"></a>'),
    );
    expect(out).toBe('._Root_a1{color:red}');
  });
});
