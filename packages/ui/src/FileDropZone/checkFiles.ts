/** Why a file was refused: its type is not accepted, it is too large, or one file is the limit. */
export type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileRules {
  /** MIME types (`application/pdf`), families (`image/*`) or extensions (`.csv`); none accepts all. */
  acceptedFileTypes?: readonly string[];
  /** Largest size in bytes; none accepts any size. */
  maxSizeBytes?: number;
  /** Whether more than one file may be chosen. */
  allowsMultiple?: boolean;
}

/**
 * Whether the file matches one entry of `accepted`, as the `accept` attribute of a file input
 * reads it. The browser's `type` comes from the file's extension, not its bytes: this is only a
 * first check before upload; the server decides by the content.
 */
export function isAcceptedType(file: File, accepted?: readonly string[]): boolean {
  if (!accepted || accepted.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accepted.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The list after adding `incoming` to `current`, and the files refused with the reason: a
 * type not accepted, a size over the limit, or (with one file allowed) every file after the
 * first one accepted, which replaces the current file. A file already in the list is not added
 * twice.
 */
export function addFiles(
  current: readonly File[],
  incoming: readonly File[],
  { acceptedFileTypes, maxSizeBytes, allowsMultiple = false }: FileRules,
): { files: File[]; rejected: FileRejection[] } {
  const rejected: FileRejection[] = [];
  const accepted: File[] = [];
  for (const file of incoming) {
    if (!isAcceptedType(file, acceptedFileTypes)) rejected.push({ file, reason: 'type' });
    else if (maxSizeBytes !== undefined && file.size > maxSizeBytes) rejected.push({ file, reason: 'size' });
    else if (!allowsMultiple && accepted.length === 1) rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  if (!allowsMultiple) return { files: accepted.length ? accepted : [...current], rejected };
  const added = accepted.filter(
    (file, i) => !current.some((c) => sameFile(c, file)) && !accepted.slice(0, i).some((a) => sameFile(a, file)),
  );
  return { files: [...current, ...added], rejected };
}
