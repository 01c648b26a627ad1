import { describe, expect, it } from 'vitest';
import { ATTACHMENT_NAME_MAX_LENGTH, attachmentKind, displayFileName } from './attachment';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('attachmentKind', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpeg'],
    ['PDF', bytes('%PDF-1.7\n%\u00e2\u00e3'), 'pdf'],
    ['UTF-8 text', bytes('Payslip for March: ₹42,000\r\n'), 'txt'],
    ['text with a BOM', bytes([0xef, 0xbb, 0xbf], 'hello'), 'txt'],
    ['an executable (MZ)', bytes('MZ', [0x90, 0, 3, 0]), null],
    ['MZ without a NUL', bytes('MZ is not text here'), null],
    ['ELF', bytes([0x7f], 'ELF', [2, 1, 1]), null],
    ['a zip', bytes('PK', [3, 4], 'abc'), null],
    ['text with a NUL', bytes('abc', [0], 'def'), null],
    ['Latin-1, not UTF-8', bytes([0x63, 0x61, 0x66, 0xe9]), null],
    ['an empty file', bytes(), null],
    ['half a PNG signature', bytes([0x89, 0x50, 0x4e, 0x47]), null],
  ])('%s', (_what, content, kind) => {
    expect(attachmentKind(content)).toBe(kind);
  });
});

describe('displayFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['C:\\Users\\asha\\Desktop\\slip.png', 'slip.png'],
    ['../../etc/passwd', 'passwd'],
    ['  two   spaces\tand tab .txt ', 'two spaces and tab .txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['new\nline.txt', 'new line.txt'],
    ['e\u0301te\u0301.txt', 'été.txt'],
    ['..', 'attachment'],
    ['', 'attachment'],
  ])('%j shows as %j', (name, shown) => {
    expect(displayFileName(name)).toBe(shown);
  });

  it('cuts a long name to 200 characters, keeping the extension', () => {
    const shown = displayFileName(`${'á'.repeat(300)}.pdf`);
    expect([...shown]).toHaveLength(ATTACHMENT_NAME_MAX_LENGTH);
    expect(shown.endsWith('á.pdf')).toBe(true);
  });
});
