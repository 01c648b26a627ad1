import busboy from 'busboy';
import type { Context } from 'hono';
import { InvalidError } from '../domainErrors';
import { HttpError } from './errors';

/** One file of a multipart form, read into memory (never more than the limit allows). */
export interface FormFile {
  /** The form field it came in. */
  field: string;
  /** The name the client gave it, as sent: clean it before showing it. */
  filename: string;
  bytes: Buffer;
}

export interface FormLimits {
  /** The most bytes one file may have; reading stops at the first byte past it. */
  fileBytes: number;
  files: number;
  /** Text fields, and the most bytes one may have. */
  fields: number;
  fieldBytes: number;
  /** What a refusal says of a file past `fileBytes` (it names the file). */
  tooLarge: (filename: string) => string;
}

/**
 * Browsers write `"`, CR and LF in a file name as %22, %0D and %0A (HTML, "multipart/form-data
 * encoding algorithm"); busboy leaves them escaped.
 */
const browserName = (name: string | undefined) =>
  (name ?? '').replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');

/**
 * Reads a `multipart/form-data` body (RFC 7578) with busboy, as it arrives: text fields and files
 * up to the limits. At the first broken limit it stops reading (the rest of the body is left to
 * the server to drain or drop) and throws InvalidError, so an oversized file is never read whole.
 */
export async function multipartBody(
  c: Context,
  limits: FormLimits,
): Promise<{ fields: Map<string, string>; files: FormFile[] }> {
  const type = c.req.header('content-type') ?? '';
  if (!isMultipart(c)) throw new HttpError(415, 'Content-Type must be multipart/form-data');
  const body = c.req.raw.body;
  if (!body) throw new InvalidError('The form is empty');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      limits: {
        // busboy reports the limit once a file reaches it: one more byte tells 'at' from 'past'.
        fileSize: limits.fileBytes + 1,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        parts: limits.files + limits.fields,
      },
    });
  } catch {
    throw new InvalidError('Malformed multipart/form-data body (no boundary)');
  }
  const fields = new Map<string, string>();
  const files: FormFile[] = [];
  let failure: Error | null = null;
  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new InvalidError(`The field '${name}' is too long`));
      else if (fields.has(name)) fail(new InvalidError(`The field '${name}' is sent twice`));
      else fields.set(name, value);
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!failure) chunks.push(chunk);
      });
      stream.on('limit', () => fail(new InvalidError(limits.tooLarge(browserName(info.filename)))));
      stream.on('close', () => {
        if (!stream.truncated)
          files.push({ field, filename: browserName(info.filename), bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(new InvalidError(`At most ${limits.files} files may be sent at once`)));
    parser.on('fieldsLimit', () => fail(new InvalidError('Too many form fields')));
    parser.on('partsLimit', () => fail(new InvalidError('Too many form parts')));
    parser.on('error', () => fail(new InvalidError('Malformed multipart/form-data body')));
    parser.on('close', () => resolve());
  });
  done.catch(() => {});
  const reader = body.getReader();
  try {
    while (!failure) {
      const { done: end, value } = await reader.read();
      if (end) {
        parser.end();
        break;
      }
      if (!parser.write(value)) await new Promise((resolve) => parser.once('drain', resolve));
    }
  } finally {
    // Not cancel(): that would destroy the socket before the answer is written.
    reader.releaseLock();
  }
  await done;
  return { fields, files };
}
