import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { UnavailableError } from '../domainErrors';

/**
 * Where the bytes of files live (ticket attachments): a folder under the data directory by
 * default, or an S3 bucket (AWS, or an S3-compatible service such as MinIO or R2). Keys are UUIDs
 * the server makes, never a client's file name, so no input reaches a path or an object key.
 */
export interface FileStorage {
  /** Stores `bytes` under `key`, replacing what was there; resolved once it is durable. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes and type under `key`, or null when there are none. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** The attachment storage's settings (config.ts, from LNF_ATTACHMENTS_DIR or LNF_S3_*). */
export type StorageConfig =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible service's URL; requests then go path-style (`{endpoint}/{bucket}/{key}`). */
      endpoint: string | null;
      /** AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; null: the SDK's default chain (role, profile, SSO). */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
    };

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkKey(key: string): string {
  // Keys come from randomUUID(); anything else is a bug, and must never become a path.
  if (!KEY.test(key)) throw new Error(`storage key must be a UUID, got ${JSON.stringify(key.slice(0, 40))}`);
  return key;
}

/**
 * Files in one folder, one file per key: a JSON line with the content type, then the bytes. A put
 * writes a temporary file, flushes it to disk and renames it into place, so a reader sees the
 * whole file or none, also after a crash.
 */
export class LocalFolderStorage implements FileStorage {
  private ready: Promise<unknown> | null = null;
  constructor(readonly dir: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const final = join(this.dir, checkKey(key));
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 });
    await this.ready;
    const temp = join(this.dir, `.${key}.${randomUUID()}.tmp`);
    const file = await open(temp, 'wx', 0o600);
    try {
      await file.writeFile(Buffer.concat([Buffer.from(`${JSON.stringify({ contentType })}\n`), bytes]));
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temp, final);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    let data: Buffer;
    try {
      data = await readFile(join(this.dir, checkKey(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const nl = data.indexOf(0x0a);
    const { contentType } = JSON.parse(data.subarray(0, nl).toString('utf8')) as { contentType: string };
    return { bytes: data.subarray(nl + 1), contentType };
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, checkKey(key)), { force: true });
  }
}

/** What an S3Storage needs beyond its StorageConfig (tests pass a stand-in's client options). */
export type S3Options = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'>;

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Objects in an S3 bucket through the AWS SDK v3 (PutObject, GetObject, DeleteObject). The SDK's
 * defaults are kept, so uploads carry its CRC32 checksum. The SDK is loaded on first use (about
 * 8 MB of heap a server with folder storage never pays). A failure of the service answers 503.
 */
export class S3Storage implements FileStorage {
  private sdk: Promise<{ s3: S3Sdk; client: S3Client }> | null = null;
  constructor(readonly options: S3Options) {}

  private load() {
    const { region, endpoint, credentials } = this.options;
    return (this.sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(credentials ? { credentials } : {}),
      }),
    })));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const Key = checkKey(key);
    const { s3, client } = await this.load();
    await call('store', () =>
      client.send(
        new s3.PutObjectCommand({
          Bucket: this.options.bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      ),
    );
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const Key = checkKey(key);
    const { s3, client } = await this.load();
    try {
      const res = await client.send(new s3.GetObjectCommand({ Bucket: this.options.bucket, Key }));
      const bytes = Buffer.from((await res.Body?.transformToByteArray()) ?? new Uint8Array());
      return { bytes, contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof s3.NoSuchKey) return null;
      throw unavailable('read', error);
    }
  }

  async delete(key: string): Promise<void> {
    const Key = checkKey(key);
    const { s3, client } = await this.load();
    await call('remove', () => client.send(new s3.DeleteObjectCommand({ Bucket: this.options.bucket, Key })));
  }

  /** Closes the SDK's connections (tests; a server ends with its process). */
  async close(): Promise<void> {
    if (this.sdk) (await this.sdk).client.destroy();
  }
}

async function call(what: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    throw unavailable(what, error);
  }
}

function unavailable(what: string, error: unknown): UnavailableError {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  const detail =
    error instanceof Error ? `${error.name}${status ? ` (${status})` : ''}: ${error.message}` : String(error);
  console.error(`attachment storage could not ${what} an object: ${detail}`);
  return new UnavailableError('Attachments cannot be stored or read right now, please try again shortly');
}

/** The storage the configuration names (the composition root calls this once). */
export function createStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalFolderStorage(config.dir);
}
