/**
 * Files attached to a ticket's replies: which kinds are taken, how large, and how a file's kind is
 * decided. The kind comes from the content's first bytes (its magic number), never from the file's
 * name or the type the browser claims: an `.exe` renamed `.pdf` is still an executable.
 */

/** The largest attachment, in bytes (10 MB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** How many files one reply may carry. */
export const ATTACHMENT_MAX_FILES = 5;

/** The longest file name kept for display, in characters. */
export const ATTACHMENT_NAME_MAX_LENGTH = 200;

/** The kinds taken, and the Content-Type each is stored and served with. */
export const ATTACHMENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_TYPES;

/** What the refusal of another kind says. */
export const ATTACHMENT_KINDS_TEXT = 'PNG, JPEG, PDF or plain text (UTF-8)';

const starts = (bytes: Uint8Array, sig: readonly number[]) =>
  bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

// PNG: ISO/IEC 15948 section 5.2 (the 8-byte signature); JPEG: SOI then a marker (ITU T.81 B.1.1.3);
// PDF: ISO 32000-1 section 7.5.2 (the header line `%PDF-`).
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = ascii('%PDF-');

/**
 * Signatures of other formats whose first bytes are also valid UTF-8, so a file starting with one
 * is not taken as text: DOS/Windows executables (`MZ`), ELF, zip (and Office files), GIF, RIFF,
 * PostScript, RTF, 7z. Binary formats with bytes that are not UTF-8 fail the UTF-8 test anyway.
 */
const NOT_TEXT = [
  ascii('MZ'),
  [0x7f, ...ascii('ELF')],
  ascii('PK\u0003\u0004'),
  ascii('GIF8'),
  ascii('RIFF'),
  ascii('%!PS'),
  ascii('{\\rtf'),
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c],
];

/** The kind of a file from its content, or null when it is none of the kinds taken (or empty). */
export function attachmentKind(bytes: Uint8Array): AttachmentKind | null {
  if (bytes.length === 0) return null;
  if (starts(bytes, PNG)) return 'png';
  if (starts(bytes, JPEG)) return 'jpeg';
  if (starts(bytes, PDF)) return 'pdf';
  if (NOT_TEXT.some((sig) => starts(bytes, sig))) return null;
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'txt';
  } catch {
    return null;
  }
}

// C0 and C1 controls, and the bidirectional overrides and isolates that can make `exe.pdf` read
// as `fdp.exe` (Unicode TR 36, section 2.3 / CVE-2021-42574).
const unsafe = (cp: number) =>
  cp <= 0x1f ||
  (cp >= 0x7f && cp <= 0x9f) ||
  cp === 0x200e ||
  cp === 0x200f ||
  (cp >= 0x202a && cp <= 0x202e) ||
  (cp >= 0x2066 && cp <= 0x2069);

/**
 * A client's file name made fit to show: its last path part, NFC, without control or
 * bidirectional-override characters, spaces collapsed, at most ATTACHMENT_NAME_MAX_LENGTH
 * characters (the extension kept when it is cut), and `attachment` when nothing is left.
 */
export function displayFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = [...last.normalize('NFC')]
    .map((ch) => (unsafe(ch.codePointAt(0)!) ? (/\s/.test(ch) ? ' ' : '') : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const safe = clean === '.' || clean === '..' ? '' : clean;
  const chars = [...safe];
  if (chars.length === 0) return 'attachment';
  if (chars.length <= ATTACHMENT_NAME_MAX_LENGTH) return safe;
  const dot = safe.lastIndexOf('.');
  const ext = dot > 0 ? [...safe.slice(dot)] : [];
  const keep = ext.length > 0 && ext.length <= 16 ? ext : [];
  return chars.slice(0, ATTACHMENT_NAME_MAX_LENGTH - keep.length).join('') + keep.join('');
}
