/** A run of a message's text: plain text, or an http(s) URL to show as a link. */
export type TextPart = { type: 'text'; text: string } | { type: 'url'; text: string };

// Up to the next space or a character that cannot be part of a URL written in prose.
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', '*', "'", '"']);
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The URL without the punctuation of the sentence around it: 'https://a.b/c.' → 'https://a.b/c',
 * '(see https://a.b/c)' → 'https://a.b/c', but 'https://en.wikipedia.org/wiki/A_(b)' keeps its
 * closing bracket, which it opened itself.
 */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1)!;
    if (TRAILING.has(last)) url = url.slice(0, -1);
    else if (last in PAIRS && count(url, PAIRS[last]!) < count(url, last)) url = url.slice(0, -1);
    else return url;
  }
}

const isWebUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * Splits plain text into text and the http(s) URLs in it. Nothing else is recognised: no
 * markup, no other schemes (`javascript:`, `data:`), no bare domains, so a message can never
 * make the page run or load anything by its wording.
 */
export function splitUrls(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimUrl(match[0]);
    if (!isWebUrl(url)) continue;
    if (match.index > from) parts.push({ type: 'text', text: text.slice(from, match.index) });
    parts.push({ type: 'url', text: url });
    from = match.index + url.length;
  }
  if (from < text.length) parts.push({ type: 'text', text: text.slice(from) });
  return parts;
}
