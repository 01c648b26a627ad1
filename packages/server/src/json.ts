import { InvalidError } from './domainErrors';

/** The deepest nesting of arrays and objects a request body may have; the API's bodies nest a few levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Refuses (400 'JSON nested too deeply') text whose arrays and objects nest deeper than `max`,
 * in one pass over its brackets outside strings, before anything parses it. 20,000 levels fit a
 * 64 KB body, and code that walks the parsed value recursively overflows the stack: superstruct's
 * message printing an array that should have been an object answered 500 to anyone. Malformed
 * text is left to JSON.parse.
 */
export function refuseDeepJson(text: string, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash: the next character is escaped, a quote included
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) throw new InvalidError('JSON nested too deeply');
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
}

/** A request body's JSON: 400 for nesting beyond MAX_JSON_DEPTH, and for malformed JSON. */
export function parseJson(text: string): unknown {
  refuseDeepJson(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidError('Malformed JSON body');
  }
}
