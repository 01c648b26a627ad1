import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchBucket,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFolderStorage, S3Storage, type FileStorage } from '../src/adapters/storage';
import { startS3Standin, type S3Standin } from '../src/standin/s3';
import { failure } from './users';

/**
 * The S3 stand-in against the official AWS SDK v3 client (so S3Storage's tests mean something),
 * then one table of storage behaviour run against both FileStorage implementations.
 */
let standin: S3Standin;
let s3: S3Client;
let folder: string;
const BUCKET = 'lnf-contract';
const credentials = { accessKeyId: 'AKIASTANDIN', secretAccessKey: 'standin-secret' };

beforeAll(async () => {
  standin = await startS3Standin([BUCKET]);
  s3 = new S3Client({ region: 'ap-south-1', endpoint: standin.url, forcePathStyle: true, credentials });
  folder = mkdtempSync(join(tmpdir(), 'lnf-storage-'));
});
afterAll(async () => {
  s3?.destroy();
  await standin?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the S3 stand-in, driven by @aws-sdk/client-s3', () => {
  const bytes = Buffer.from('%PDF-1.7\nstand-in contract\n');

  it('PutObject stores the body and type and answers an ETag; GetObject answers them back', async () => {
    const before = standin.requests.length;
    const put = await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'a/b.pdf', Body: bytes, ContentType: 'application/pdf' }),
    );
    expect(put.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    // A Buffer goes as one signed payload (its SHA-256), its CRC32 in a header.
    expect(standin.requests.slice(before)).toEqual([
      {
        method: 'PUT',
        path: `/${BUCKET}/a/b.pdf`,
        contentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        contentEncoding: null,
      },
    ]);
    const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'a/b.pdf' }));
    expect(got.ContentType).toBe('application/pdf');
    expect(got.ETag).toBe(put.ETag);
    expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(bytes);
  });

  it('takes a streamed body, which the SDK sends aws-chunked with a CRC32 trailer', async () => {
    const parts = [Buffer.from('first part, '), Buffer.from('second part')];
    await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'streamed.txt',
        Body: Readable.from(parts),
        ContentLength: 23,
        ContentType: 'text/plain',
      }),
    );
    const seen = standin.requests.findLast((r) => r.method === 'PUT' && r.path.endsWith('/streamed.txt'));
    expect(seen?.contentSha256).toBe('STREAMING-UNSIGNED-PAYLOAD-TRAILER');
    const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'streamed.txt' }));
    expect(await got.Body!.transformToString()).toBe('first part, second part');
  });

  it('DeleteObject answers 204, also for a missing key; GetObject after it is NoSuchKey', async () => {
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'gone.txt', Body: 'x' }));
    const deleted = await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'gone.txt' }));
    expect(deleted.$metadata.httpStatusCode).toBe(204);
    const again = await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'gone.txt' }));
    expect(again.$metadata.httpStatusCode).toBe(204);
    const error = await failure(s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'gone.txt' })));
    expect(error).toBeInstanceOf(NoSuchKey);
    expect((error as NoSuchKey).$metadata.httpStatusCode).toBe(404);
  });

  it('an unknown bucket is NoSuchBucket', async () => {
    const error = await failure(s3.send(new GetObjectCommand({ Bucket: 'no-such-bucket', Key: 'x' })));
    expect(error).toBeInstanceOf(NoSuchBucket);
    const put = await failure(s3.send(new PutObjectCommand({ Bucket: 'no-such-bucket', Key: 'x', Body: 'x' })));
    expect((put as NoSuchBucket).name).toBe('NoSuchBucket');
  });

  it('refuses a request without a SigV4 signature', async () => {
    const res = await fetch(`${standin.url}/${BUCKET}/x`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });
});

const implementations: Array<[string, () => FileStorage]> = [
  ['LocalFolderStorage', () => new LocalFolderStorage(join(folder, 'attachments'))],
  ['S3Storage', () => new S3Storage({ bucket: BUCKET, region: 'ap-south-1', endpoint: standin.url, credentials })],
];

describe.each(implementations)('%s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });
  const key = () => crypto.randomUUID();

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n%\xe2\xe3\n', 'latin1'), 'application/pdf'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    ['UTF-8 text', Buffer.from('Payslip ₹42,000\n'), 'text/plain; charset=utf-8'],
    ['every byte value', Buffer.from(Array.from({ length: 256 }, (_, i) => i)), 'image/jpeg'],
    ['1 MB', Buffer.alloc(1024 * 1024, 7), 'application/pdf'],
  ])('puts and gets %s byte for byte, with its type', async (_what, bytes, contentType) => {
    const k = key();
    await storage.put(k, bytes, contentType);
    const got = await storage.get(k);
    expect(got?.contentType).toBe(contentType);
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('a put replaces what was under the key', async () => {
    const k = key();
    await storage.put(k, Buffer.from('one'), 'text/plain; charset=utf-8');
    await storage.put(k, Buffer.from('two'), 'application/pdf');
    expect(await storage.get(k)).toEqual({ bytes: Buffer.from('two'), contentType: 'application/pdf' });
  });

  it('an unknown key is null; delete removes, and deleting again is fine', async () => {
    const k = key();
    expect(await storage.get(k)).toBeNull();
    await storage.put(k, Buffer.from('x'), 'text/plain; charset=utf-8');
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it.each(['../../etc/passwd', 'report.pdf', '', 'A3B8F1A5-6F0E-4A8E-9D8C-1C2B3A4D5E6F'])(
    'refuses %j as a key: keys are server-made UUIDs',
    async (bad) => {
      await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/UUID/);
      await expect(storage.get(bad)).rejects.toThrow(/UUID/);
    },
  );
});

describe('LocalFolderStorage', () => {
  it('leaves no temporary file behind', async () => {
    const dir = join(folder, 'atomic');
    const storage = new LocalFolderStorage(dir);
    const keys = [crypto.randomUUID(), crypto.randomUUID()];
    await Promise.all(keys.map((k) => storage.put(k, Buffer.alloc(64 * 1024, 1), 'application/pdf')));
    expect(readdirSync(dir).sort()).toEqual([...keys].sort());
  });
});

describe('S3Storage', () => {
  it('a bucket that does not exist answers 503 (UnavailableError), not a crash', async () => {
    const storage = new S3Storage({ bucket: 'missing', region: 'ap-south-1', endpoint: standin.url, credentials });
    const error = await failure(storage.put(crypto.randomUUID(), Buffer.from('x'), 'text/plain'));
    expect(error).toMatchObject({ kind: 'unavailable' });
  });
});
