import {
  ATTACHMENT_KINDS_TEXT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPES,
  attachmentKind,
  displayFileName,
} from '@lnf/sdk';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage';
import type { Db } from '../db';
import { ticketAttachments, ticketReplies } from '../db/schema';
import { InvalidError, NotFoundError } from '../domainErrors';

/**
 * Files on a ticket's replies: the rules a file must pass (kind by magic bytes, 1 byte to 10 MB,
 * at most 5), and their bytes in the attachment storage. The reply's service stores the files
 * first and writes their rows in the reply's transaction, taking the files back if it fails.
 */

export type AttachmentRow = typeof ticketAttachments.$inferSelect;

/** A file as the client sent it. */
export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

/** A file that passed the rules: its display name and the type we decided. */
export interface CheckedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** A checked file now in the storage, under a key of ours. */
export interface StoredFile extends CheckedFile {
  key: string;
}

const MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refusal of a file past ATTACHMENT_MAX_BYTES (the multipart reader stops there too). */
export const tooLargeMessage = (filename: string) =>
  `"${displayFileName(filename)}" is larger than ${MB} MB: attach files of up to ${MB} MB`;

/**
 * Checks every file before anything is stored: the first that breaks a rule refuses them all with
 * a message naming it. The client's file name and Content-Type decide nothing but the name shown.
 */
export function checkFiles(files: readonly IncomingFile[]): CheckedFile[] {
  if (files.length > ATTACHMENT_MAX_FILES)
    throw new InvalidError(`At most ${ATTACHMENT_MAX_FILES} files may be attached to one reply`);
  return files.map(({ filename, bytes }) => {
    const name = displayFileName(filename);
    if (bytes.length === 0) throw new InvalidError(`"${name}" is empty`);
    if (bytes.length > ATTACHMENT_MAX_BYTES) throw new InvalidError(tooLargeMessage(filename));
    const kind = attachmentKind(bytes);
    if (!kind) throw new InvalidError(`"${name}" is not a file we take: attach ${ATTACHMENT_KINDS_TEXT} files`);
    return { name, contentType: ATTACHMENT_TYPES[kind], bytes };
  });
}

/** Puts each file under a new UUID; if one fails, removes those already put and throws. */
export async function storeFiles(storage: FileStorage, files: readonly CheckedFile[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const key = crypto.randomUUID();
      await storage.put(key, file.bytes, file.contentType);
      stored.push({ ...file, key });
    }
    return stored;
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
}

/** Takes stored files back (the reply was not written); a failure is logged, not thrown. */
export async function removeFiles(storage: FileStorage, files: readonly StoredFile[]): Promise<void> {
  await Promise.all(
    files.map((f) =>
      storage.delete(f.key).catch((e: unknown) => {
        console.error(`could not remove attachment ${f.key}: ${e instanceof Error ? e.message : e}`);
      }),
    ),
  );
}

/** The rows of a reply's stored files, in the order they came. */
export const attachmentRows = (replyId: string, ticketReference: string, files: readonly StoredFile[], at: Date) =>
  files.map((f, i) => ({
    id: crypto.randomUUID(),
    replyId,
    ticketReference,
    name: f.name,
    contentType: f.contentType,
    size: f.bytes.length,
    storageKey: f.key,
    // One millisecond apart, so the order they were sent in is kept.
    createdAt: new Date(at.getTime() + i),
  }));

/** The attachments of each reply, in the order they came. */
export async function attachmentsOf(db: Db, replyIds: readonly string[]): Promise<Map<string, AttachmentRow[]>> {
  const byReply = new Map<string, AttachmentRow[]>(replyIds.map((id) => [id, []]));
  if (replyIds.length === 0) return byReply;
  const rows = await db
    .select()
    .from(ticketAttachments)
    .where(inArray(ticketAttachments.replyId, [...replyIds]))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
  for (const row of rows) byReply.get(row.replyId)?.push(row);
  return byReply;
}

/** An attachment and whether its reply is an internal note; unknown (or not a UUID): 404. */
export async function findAttachment(db: Db, id: string): Promise<AttachmentRow & { internal: boolean }> {
  const [row] = UUID.test(id)
    ? await db
        .select({ attachment: ticketAttachments, internal: ticketReplies.internal })
        .from(ticketAttachments)
        .innerJoin(ticketReplies, eq(ticketReplies.id, ticketAttachments.replyId))
        .where(eq(ticketAttachments.id, id))
    : [];
  if (!row) throw new NotFoundError('Attachment not found');
  return { ...row.attachment, internal: row.internal };
}
