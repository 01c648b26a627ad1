// Critical CSS for a prerendered page (DESIGN.md section 4: HTML + inlined critical CSS <= 14 KB).
// CSS Module class names are unique per file, so a rule can only match this page's markup when
// every class and attribute its selector needs is in the HTML. Those rules, plus the rules that
// need neither (tokens, element resets), style the page completely before any stylesheet arrives;
// the rest (overlays, menus, states that only exist after hydration) loads without blocking the
// first paint.
import { generate, parse, walk } from 'css-tree';

const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/**
 * `html` with the content of every element under a `hidden` attribute left out (a closed mega
 * menu's panel): nothing in it is painted, so no rule for it is critical. The hidden element's own
 * tag stays, for rules that place or hide it.
 */
export function withoutHidden(html) {
  const open = /<([a-zA-Z][\w-]*)(?=[^>]*\shidden(?:=""|(?=[\s>/])))[^>]*?(\/?)>/g;
  let out = '';
  let from = 0;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    if (VOID.has(m[1].toLowerCase()) || m[2] === '/') continue;
    const tag = /<\/?([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
    tag.lastIndex = open.lastIndex;
    let depth = 1;
    let t;
    while (depth > 0 && (t = tag.exec(html))) {
      if (VOID.has(t[1].toLowerCase()) || t[2] === '/') continue;
      depth += t[0][1] === '/' ? -1 : 1;
    }
    if (!t) break;
    out += html.slice(from, open.lastIndex);
    from = t.index;
    open.lastIndex = tag.lastIndex;
  }
  return out + html.slice(from);
}

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
const INTERACTIVE = new Set(['hover', 'active', 'focus', 'focus-visible', 'focus-within']);

function canMatch(selector, markup) {
  let ok = true;
  walk(selector, {
    enter(node) {
      if (!ok) return walk.break;
      if (node.type === 'PseudoClassSelector' && node.name === 'not') return walk.skip;
      // Pointer and focus states wait for the full stylesheet, which arrives right after the paint.
      if (node.type === 'PseudoClassSelector' && INTERACTIVE.has(node.name)) ok = false;
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
  // Transitions animate a change of state, and nothing changes before the full stylesheet arrives.
  walk(ast, {
    visit: 'Declaration',
    enter(node, item, list) {
      if (/^transition(-|$)/.test(node.property) && list) list.remove(item);
    },
  });
  walk(ast, {
    visit: 'Rule',
    enter(node, item, list) {
      if (node.block.children.isEmpty && list) list.remove(item);
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

const varRefs = (text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);

/**
 * Drops the custom properties nothing in `css` or the page's markup reads, directly or through
 * another custom property: the design tokens are one sheet of every colour, shadow and motion
 * value (and every theme), while a first view reads a fraction of them. The full stylesheets
 * bring the rest right after the first paint.
 */
export function pruneCustomProperties(css, html = '') {
  const ast = parse(css, { parseValue: false, parseCustomProperty: false });
  const defs = new Map();
  const used = new Set(varRefs(html));
  walk(ast, {
    visit: 'Declaration',
    enter(node) {
      const value = generate(node.value);
      if (node.property.startsWith('--')) defs.set(node.property, [...(defs.get(node.property) ?? []), value]);
      else for (const ref of varRefs(value)) used.add(ref);
    },
  });
  const queue = [...used];
  while (queue.length > 0) {
    for (const value of defs.get(queue.pop()) ?? []) {
      for (const ref of varRefs(value)) {
        if (!used.has(ref)) {
          used.add(ref);
          queue.push(ref);
        }
      }
    }
  }
  walk(ast, {
    visit: 'Declaration',
    enter(node, item, list) {
      if (node.property.startsWith('--') && !used.has(node.property)) list.remove(item);
    },
  });
  walk(ast, {
    visit: 'Rule',
    enter(node, item, list) {
      if (node.block.children.isEmpty && list) list.remove(item);
    },
  });
  walk(ast, {
    visit: 'Atrule',
    leave(node, item, list) {
      if (node.block && !/keyframes$/i.test(node.name) && node.block.children.isEmpty && list) list.remove(item);
    },
  });
  return generate(ast);
}
