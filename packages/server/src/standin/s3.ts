/**
 * An S3-compatible stand-in for tests: path-style PutObject, GetObject and DeleteObject on named
 * buckets, in memory, as the AWS S3 API Reference describes them, so the official AWS SDK v3
 * client (and S3Storage) can be driven without AWS.
 *
 * Authentication: requests must carry a SigV4 `Authorization: AWS4-HMAC-SHA256 Credential=…`
 * header (the SDK always signs), but the signature is NOT verified — this is a test double on
 * loopback, not a security boundary.
 *
 * Upload encoding: the SDK (3.1175) computes a CRC32 checksum by default
 * (`requestChecksumCalculation: 'WHEN_SUPPORTED'`); for a body of unknown length it sends it as a
 * trailer of an `aws-chunked` body (`x-amz-content-sha256: STREAMING-UNSIGNED-PAYLOAD-TRAILER`).
 * The stand-in decodes aws-chunked bodies and checks an `x-amz-checksum-crc32` header or trailer
 * (answering 400 BadDigest on a mismatch), so clients need no special configuration.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/** One stored object. */
export interface S3Object {
  bytes: Buffer;
  contentType: string;
  etag: string;
  /** The base64 CRC32 the client sent, answered back when asked (`x-amz-checksum-mode: ENABLED`). */
  crc32: string | null;
}

export interface S3Standin {
  /** The endpoint for the client, e.g. http://127.0.0.1:PORT (use forcePathStyle). */
  url: string;
  /** bucket -> key -> object. */
  buckets: Map<string, Map<string, S3Object>>;
  /** Every request seen: method, path and the headers that say how the body was encoded. */
  requests: Array<{ method: string; path: string; contentSha256: string | null; contentEncoding: string | null }>;
  close(): Promise<void>;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The error body of every refusal (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html):
 * `<Error>` with Code, Message, Resource and RequestId, as application/xml.
 */
function sendError(res: ServerResponse, status: number, code: string, message: string, resource: string) {
  const requestId = randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase();
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xml(message)}</Message>` +
    `<Resource>${xml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': requestId,
  });
  res.end(body);
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Decodes an `aws-chunked` body (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-streaming.html
 * and sigv4-streaming-trailers.html): `hex-size[;chunk-signature=…]\r\n bytes \r\n`, ending with a
 * 0-size chunk followed by trailer lines `name:value\r\n` and an empty line. Answers the bytes and
 * the trailers; chunk signatures are not checked.
 */
export function decodeAwsChunked(body: Buffer): { bytes: Buffer; trailers: Map<string, string> } {
  const parts: Buffer[] = [];
  const trailers = new Map<string, string>();
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) throw new Error('aws-chunked: missing chunk header');
    const size = parseInt(body.subarray(at, eol).toString('latin1').split(';')[0]!, 16);
    if (!Number.isInteger(size) || size < 0) throw new Error('aws-chunked: bad chunk size');
    at = eol + 2;
    if (size === 0) break;
    parts.push(body.subarray(at, at + size));
    at += size + 2;
  }
  for (const line of body.subarray(at).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { bytes: Buffer.concat(parts), trailers };
}

const crc32Base64 = (bytes: Buffer) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(bytes));
  return out.toString('base64');
};

/** Starts the stand-in on a free loopback port with the given (empty) buckets. */
export async function startS3Standin(bucketNames: readonly string[] = ['lnf-test']): Promise<S3Standin> {
  const buckets = new Map(bucketNames.map((b) => [b, new Map<string, S3Object>()]));
  const requests: S3Standin['requests'] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const resource = `/${bucketName}/${key}`;
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      contentSha256: req.headers['x-amz-content-sha256']?.toString() ?? null,
      contentEncoding: req.headers['content-encoding']?.toString() ?? null,
    });
    if (!/^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? ''))
      return sendError(res, 403, 'AccessDenied', 'Access Denied: a SigV4 Authorization header is required', resource);
    const bucket = buckets.get(bucketName);
    if (!bucket) return sendError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource);
    if (!key) return sendError(res, 501, 'NotImplemented', 'Only object operations are implemented', resource);

    if (req.method === 'PUT') {
      // PutObject: https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html
      // (the body, Content-Type kept as given, 200 with the ETag).
      let bytes = await readAll(req);
      let trailers = new Map<string, string>();
      const streaming = (req.headers['x-amz-content-sha256'] ?? '').toString().startsWith('STREAMING-');
      if (streaming || /\baws-chunked\b/.test(req.headers['content-encoding']?.toString() ?? '')) {
        try {
          ({ bytes, trailers } = decodeAwsChunked(bytes));
        } catch (error) {
          return sendError(res, 400, 'IncompleteBody', (error as Error).message, resource);
        }
        const declared = Number(req.headers['x-amz-decoded-content-length']);
        if (Number.isFinite(declared) && declared !== bytes.length)
          return sendError(
            res,
            400,
            'IncompleteBody',
            'The body does not match x-amz-decoded-content-length',
            resource,
          );
      }
      const sent = trailers.get('x-amz-checksum-crc32') ?? req.headers['x-amz-checksum-crc32']?.toString() ?? null;
      if (sent && sent !== crc32Base64(bytes))
        return sendError(
          res,
          400,
          'BadDigest',
          'The CRC32 you specified did not match the calculated checksum',
          resource,
        );
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
      bucket.set(key, { bytes, contentType, etag, crc32: sent });
      res.writeHead(200, { etag, ...(sent ? { 'x-amz-checksum-crc32': sent } : {}), 'content-length': 0 });
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      // GetObject: https://docs.aws.amazon.com/AmazonS3/latest/API/API_GetObject.html
      // (the bytes with Content-Type, Content-Length and ETag; 404 NoSuchKey for a missing key).
      const object = bucket.get(key);
      if (!object) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', resource);
      const asked = req.headers['x-amz-checksum-mode']?.toString().toUpperCase() === 'ENABLED';
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.bytes.length,
        etag: object.etag,
        ...(asked && object.crc32 ? { 'x-amz-checksum-crc32': object.crc32 } : {}),
      });
      return res.end(req.method === 'HEAD' ? undefined : object.bytes);
    }
    if (req.method === 'DELETE') {
      // DeleteObject: https://docs.aws.amazon.com/AmazonS3/latest/API/API_DeleteObject.html
      // (204 No Content, also when the key does not exist).
      bucket.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return sendError(
      res,
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.',
      resource,
    );
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'InternalError', String(error), req.url ?? '/');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
