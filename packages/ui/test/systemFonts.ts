/**
 * A browser command of the visual project (vitest.visual.config.ts): the fonts of the machine that
 * Chromium used to draw the text of the test page, read over the DevTools protocol
 * (`CSS.getPlatformFontsForNode`, which tells a web font from a system one). A baseline must not
 * depend on which fonts a machine has installed, so test/visual.test.tsx expects none.
 */
import type { Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  /** Name, value, name, value... */
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
}

const SKIP = new Set(['HEAD', 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/**
 * React Aria's visually hidden style (a 1 px box clipped to nothing), which draws no text: its
 * hidden native `<select>` and date `<input>` keep the browser's own control fonts there.
 */
const VISUALLY_HIDDEN = /clip-path:\s*inset\(50%\)|clip:\s*rect\(0(px)?,?\s+0(px)?,?\s+0(px)?,?\s+0(px)?\)/;

const isVisuallyHidden = ({ attributes = [] }: DomNode) => {
  for (let i = 0; i < attributes.length; i += 2)
    if (attributes[i] === 'style') return VISUALLY_HIDDEN.test(attributes[i + 1] ?? '');
  return false;
};

/** Elements with text of their own inside the page's frames (the tests' iframe), not the runner's page. */
function textElements(node: DomNode, inFrame: boolean, out: DomNode[]) {
  if (SKIP.has(node.nodeName) || isVisuallyHidden(node)) return;
  if (inFrame && node.children?.some((c) => c.nodeType === 3 && c.nodeValue.trim() !== '')) out.push(node);
  for (const child of node.children ?? []) textElements(child, inFrame, out);
  for (const shadow of node.shadowRoots ?? []) textElements(shadow, inFrame, out);
  if (node.contentDocument) textElements(node.contentDocument, true, out);
}

/** `"<family>: <text>"` for each element whose text was drawn, in part, with a system font. */
export const systemFonts: BrowserCommand<[]> = async (context) => {
  if (!('page' in context)) throw new Error('systemFonts needs the playwright provider');
  // A session per call, detached after: one left open keeps Vitest from exiting at the end.
  const cdp = await (context.page as Page).context().newCDPSession(context.page as Page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const elements: DomNode[] = [];
    textElements(root, false, elements);
    const found: string[] = [];
    for (const element of elements) {
      const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: element.nodeId })) as {
        fonts: PlatformFont[];
      };
      const text = (element.children ?? [])
        .filter((c) => c.nodeType === 3)
        .map((c) => c.nodeValue)
        .join('')
        .trim()
        .slice(0, 40);
      for (const font of fonts) if (!font.isCustomFont) found.push(`${font.familyName}: ${text}`);
    }
    return found;
  } finally {
    await cdp.detach();
  }
};
