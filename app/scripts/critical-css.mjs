// Critical CSS for a prerendered page (DESIGN.md section 4: HTML + inlined critical CSS <= 14 KB).
// CSS Module class names are unique per file, so a rule can only match this page's markup when
// every class and attribute its selector needs is in the HTML. Those rules, plus the rules that
// need neither (tokens, element resets), style the page completely before any stylesheet arrives;
// the rest (overlays, menus, states that only exist after hydration) loads without blocking the
// first paint.
import { generate, parse, walk } from 'css-tree';

/** What a page's markup offers a selector: its classes and its attributes as written. */
export function markupOf(html) {
  const classes = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
  const attributes = new Set();
  for (const [, name, value] of html.matchAll(/\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g)) {
    attributes.add(name.toLowerCase());
    if (value !== undefined) attributes.add(`${name.toLowerCase()}=${value}`);
  }
  return { classes, attributes };
}

/**
 * Whether a selector can match the markup: every class it requires is there, and every attribute
 * it tests is written somewhere (with the value, for `=`). State that only React sets after
 * hydration (`data-hovered`, `data-pressed`, `data-focus-visible`…) is not in the markup, so those
 * rules wait for the full stylesheet. Requirements under `:not()` are left out: a rule that
 * excludes something can still match without it.
 */
function canMatch(selector, markup) {
  let ok = true;
  walk(selector, {
    enter(node) {
      if (!ok) return walk.break;
      if (node.type === 'PseudoClassSelector' && node.name === 'not') return walk.skip;
      if (node.type === 'ClassSelector') ok = markup.classes.has(node.name);
      if (node.type === 'AttributeSelector') {
        const name = node.name.name.toLowerCase();
        const value = node.value ? (node.value.type === 'String' ? node.value.value : node.value.name) : undefined;
        ok =
          node.matcher === '=' && !node.flags ? markup.attributes.has(`${name}=${value}`) : markup.attributes.has(name);
      }
      return undefined;
    },
  });
  return ok;
}

/** The rules of `css` that can match `markup` (from `markupOf`), minified. */
export function criticalCss(css, markup) {
  const ast = parse(css, { parseValue: false, parseCustomProperty: false });
  walk(ast, {
    visit: 'Rule',
    enter(node, item, list) {
      if (this.atrule && /keyframes$/i.test(this.atrule.name)) return;
      if (node.prelude.type !== 'SelectorList') return;
      const kept = node.prelude.children.filter((selector) => canMatch(selector, markup));
      if (kept.isEmpty) list.remove(item);
      else node.prelude.children = kept;
    },
  });
  // Drop the at-rules (media queries, supports) whose rules all went.
  walk(ast, {
    visit: 'Atrule',
    leave(node, item, list) {
      if (node.block && !/keyframes$/i.test(node.name) && node.block.children.isEmpty && list) list.remove(item);
    },
  });
  // Keyframes only when a kept rule still names them.
  const kept = generate(ast);
  walk(ast, {
    visit: 'Atrule',
    enter(node, item, list) {
      if (!/keyframes$/i.test(node.name) || !node.prelude || !list) return;
      const name = generate(node.prelude);
      const uses = kept.split(`@${node.name} ${name}`).join('');
      if (!new RegExp(`(?:^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(uses))
        list.remove(item);
    },
  });
  return generate(ast);
}
