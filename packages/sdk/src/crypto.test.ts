import { describe, expect, it } from 'vitest';
import { createCipheriv, createDecipheriv, pbkdf2Sync } from 'node:crypto';
import { decryptPassword, encryptPassword, fromBase64, PBKDF2_ITERATIONS, randomSalt, SALT_CHARSET } from './crypto';

const salt = 'Ab3$kL9!zQ@7mN#2';
const iv = Uint8Array.from({ length: 16 }, (_, i) => i);

describe('password envelope', () => {
  it('uses a 91-character salt set and 16-character salts from it', () => {
    expect(SALT_CHARSET).toHaveLength(91);
    expect(new Set(SALT_CHARSET).size).toBe(91);
    const s = randomSalt();
    expect(s).toHaveLength(16);
    for (const c of s) expect(SALT_CHARSET).toContain(c);
  });

  it('matches a known vector', async () => {
    const envelope = await encryptPassword('Secret#123', { salt, iv });
    expect(envelope).toBe(KNOWN_VECTOR);
  });

  it('agrees with an independent implementation (node:crypto)', async () => {
    const envelope = await encryptPassword('pässwörd ✓', { salt, iv });
    const bytes = Buffer.from(fromBase64(envelope));
    const key = pbkdf2Sync('pässwörd ✓', salt, PBKDF2_ITERATIONS, 32, 'sha256');
    expect(bytes.subarray(0, 32).equals(key)).toBe(true);
    expect(bytes.subarray(32, 48).equals(Buffer.from(iv))).toBe(true);
    const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(iv));
    const plain = Buffer.concat([decipher.update(bytes.subarray(48)), decipher.final()]).toString('utf8');
    expect(plain).toBe('pässwörd ✓');
  });

  it('opens an envelope made by node:crypto', async () => {
    const key = pbkdf2Sync('hunter2', salt, PBKDF2_ITERATIONS, 32, 'sha256');
    const cipher = createCipheriv('aes-256-cbc', key, Buffer.from(iv));
    const ct = Buffer.concat([cipher.update('hunter2', 'utf8'), cipher.final()]);
    const envelope = Buffer.concat([key, Buffer.from(iv), ct]).toString('base64');
    expect(await decryptPassword(envelope)).toBe('hunter2');
  });

  it('round-trips with random salt and iv, and differs each time', async () => {
    const a = await encryptPassword('same');
    const b = await encryptPassword('same');
    expect(a).not.toBe(b);
    expect(await decryptPassword(a)).toBe('same');
    expect(await decryptPassword(b)).toBe('same');
  });

  it('rejects malformed envelopes', async () => {
    await expect(decryptPassword('not base64 !!')).rejects.toThrow(/base64/);
    await expect(decryptPassword(btoa('short'))).rejects.toThrow(/length/);
    const good = fromBase64(await encryptPassword('x', { salt, iv }));
    good[good.length - 1] ^= 0xff;
    await expect(decryptPassword(btoa(String.fromCharCode(...good)))).rejects.toThrow(/decrypt/);
  });
});

const KNOWN_VECTOR = 'mTCsY80bcyhxfEnRGwnvPTqwVFf5QCLiz+zxlzVs75wAAQIDBAUGBwgJCgsMDQ4Pfl3ShkYL6pn+NZXwfrEVEw==';
