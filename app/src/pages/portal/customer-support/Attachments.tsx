import { useState } from 'react';
import { FileDropZone } from '@lnf/ui';
import {
  ATTACHMENT_KINDS_TEXT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPES,
  displayFileName,
} from '@lnf/sdk';

/** The types the file picker offers and the zone keeps: the browser's, without the charset. */
const ACCEPTED_TYPES = Object.values(ATTACHMENT_TYPES).map((type) => type.split(';')[0]!.trim());
/** The size limit in the server's words ('10 MB'): the zone's own formatting is decimal ('10.5 MB'). */
const MAX_MB = `${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB`;
const ATTACHMENTS_HELP = `${ATTACHMENT_KINDS_TEXT}, up to ${MAX_MB} each; at most ${ATTACHMENT_MAX_FILES} files.`;
const ATTACHMENT_MESSAGES = { size: `{name} was not added: it is larger than ${MAX_MB}.` };

/**
 * The files a ticket or a reply will carry (the sdk's attachment rules): at most
 * ATTACHMENT_MAX_FILES, the rest named as not added, and a server refusal that names one of them
 * shown on the zone.
 */
export function useAttachments(what: 'a ticket' | 'a reply') {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // A new zone after each send: it also forgets the files it refused.
  const [generation, setGeneration] = useState(0);

  return {
    files,
    problem,
    generation,
    what,
    // The zone takes any number; one request carries at most ATTACHMENT_MAX_FILES.
    choose(chosen: File[]) {
      const over = chosen.slice(ATTACHMENT_MAX_FILES);
      setFiles(chosen.slice(0, ATTACHMENT_MAX_FILES));
      setProblem(
        over.length
          ? `${over.map((file) => file.name).join(', ')} not added: ${what} carries at most ${ATTACHMENT_MAX_FILES} files.`
          : null,
      );
    },
    /** After a send: no files, no problem, a fresh zone. */
    reset() {
      setFiles([]);
      setProblem(null);
      setGeneration((n) => n + 1);
    },
    /**
     * A refusal from the server (a file's kind is decided by its content) is also marked on the
     * zone when it names one of the files; answers whether it did.
     */
    refused(text: string): boolean {
      const names = files.some((file) => text.includes(`"${displayFileName(file.name)}"`));
      if (names) setProblem(text);
      return names;
    },
  };
}

export type Attachments = ReturnType<typeof useAttachments>;

/** The drop zone and file picker for `useAttachments`' files. */
export function AttachmentsField({ attachments, isDisabled }: { attachments: Attachments; isDisabled: boolean }) {
  return (
    <FileDropZone
      key={attachments.generation}
      label="Attachments"
      description={ATTACHMENTS_HELP}
      acceptedFileTypes={ACCEPTED_TYPES}
      maxSizeBytes={ATTACHMENT_MAX_BYTES}
      allowsMultiple
      files={attachments.files}
      onChange={attachments.choose}
      errorMessage={attachments.problem}
      isDisabled={isDisabled}
      messages={ATTACHMENT_MESSAGES}
    />
  );
}
