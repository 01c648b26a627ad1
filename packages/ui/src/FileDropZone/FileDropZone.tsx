import clsx from 'clsx';
import { CloudUpload, FileText, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { DropZone, FileTrigger, isFileDropItem, useLocale, type DropZoneProps } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { formatBytes } from '../internal/format';
import { fileDropZone } from '../internal/i18n/messages';
import { useMessages, type Messages } from '../internal/i18n/useMessages';
import { addFiles, type FileRejection } from './checkFiles';
import styles from './FileDropZone.module.css';

export interface FileDropZoneProps {
  /**
   * The root element (the group's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; it names the group, the drop zone and the list of chosen files. */
  label: ReactNode;
  /**
   * Help text under the zone, e.g. the accepted types and the size limit; linked with
   * `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * MIME types (`application/pdf`), families (`image/*`) or extensions (`.csv`) the picker offers
   * and the zone keeps; other files are refused with a message. Empty accepts every type.
   * @default undefined
   */
  acceptedFileTypes?: string[];
  /**
   * Largest file in bytes; larger ones are refused with a message.
   * @default undefined
   */
  maxSizeBytes?: number;
  /**
   * Whether several files may be chosen; without it a new file replaces the chosen one.
   * @default false
   */
  allowsMultiple?: boolean;
  /**
   * The chosen files (controlled).
   * @default undefined
   */
  files?: File[];
  /**
   * The chosen files at first (uncontrolled).
   * @default []
   */
  defaultFiles?: File[];
  /**
   * Called with the whole new list when files are added or removed.
   * @default undefined
   */
  onChange?: (files: File[]) => void;
  /**
   * Called with the files refused by type, size or count, each with its reason; the zone also
   * shows a message for each.
   * @default undefined
   */
  onReject?: (rejections: FileRejection[]) => void;
  /**
   * An error about the files as a whole (e.g. from the server); marks the zone invalid.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Whether the zone, the picker and the remove buttons are disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Replacements for the built-in strings (`choose`, `dropHere`, `remove`, `type`, `size`, …;
   * `{name}` and `{max}` are filled in).
   * @default the message catalogue's, in the current locale
   */
  messages?: Partial<Messages<typeof fileDropZone>>;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const EMPTY: File[] = [];

/**
 * A file picker with a drop zone (React Aria's DropZone and FileTrigger): a 'Choose files'
 * button opens the system picker (Tab reaches it, Enter or Space opens it), files dropped with
 * a mouse or pasted into the focused zone are added too. Chosen files are listed with their size
 * and a remove button. Files of a type not accepted or over the size limit are refused on the
 * spot with a message each: a first check only, as the browser's type comes from the name.
 */
export function FileDropZone({
  label,
  description,
  acceptedFileTypes,
  maxSizeBytes,
  allowsMultiple = false,
  files: filesProp,
  defaultFiles = EMPTY,
  onChange,
  onReject,
  errorMessage,
  isDisabled = false,
  messages,
  className,
  ref,
}: FileDropZoneProps) {
  const t = useMessages(fileDropZone, messages);
  const { locale } = useLocale();
  const id = useId();
  const [files, setFiles] = useControlledState(filesProp, defaultFiles, onChange);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After a remove, focus goes to the remove button now at that place, else the last, else 'Choose'.
  const focusAfterRemove = useRef<number | null>(null);
  const isInvalid = Boolean(errorMessage);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? chooseRef.current)?.focus();
  }, [files]);

  const add = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const result = addFiles(files, incoming, { acceptedFileTypes, maxSizeBytes, allowsMultiple });
    setRejected(result.rejected);
    if (result.rejected.length) onReject?.(result.rejected);
    if (result.files.length !== files.length || result.files.some((file, i) => file !== files[i]))
      setFiles(result.files);
  };

  const onDrop = async (event: DropEvent) => {
    add(await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())));
  };

  const remove = (index: number) => {
    setRejected([]);
    focusAfterRemove.current = index;
    setFiles(files.filter((_, i) => i !== index));
  };

  const max = maxSizeBytes === undefined ? '' : formatBytes(maxSizeBytes, locale);
  const describedBy = [description && `${id}-description`, isInvalid && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={`${id}-label`}
      className={clsx(styles.Root, className)}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
    >
      <span id={`${id}-label`} className={styles.Label}>
        {label}
      </span>
      <DropZone
        aria-label={t('dropZone')}
        aria-labelledby={`${id}-label`}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={onDrop}
        className={styles.Zone}
      >
        <CloudUpload className={styles.ZoneIcon} aria-hidden />
        {/* Not React Aria's Text: inside a DropZone that would also name its drop button. */}
        <span className={styles.ZoneText}>{t(allowsMultiple ? 'dropHere' : 'dropHereOne')}</span>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => add(list ? [...list] : [])}
        >
          <Button
            ref={chooseRef}
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={describedBy || undefined}
          >
            {t(allowsMultiple ? 'choose' : 'chooseOne')}
          </Button>
        </FileTrigger>
      </DropZone>
      {description && (
        <p id={`${id}-description`} className={styles.Description}>
          {description}
        </p>
      )}
      <div role="alert" className={styles.Rejections}>
        {rejected.length > 0 && (
          <ul>
            {rejected.map(({ file, reason }, i) => (
              <li key={`${file.name}-${i}`}>{t(reason, { name: file.name, max })}</li>
            ))}
          </ul>
        )}
      </div>
      {isInvalid && (
        <p id={`${id}-error`} className={styles.Error}>
          {errorMessage}
        </p>
      )}
      {files.length > 0 && (
        <ul ref={listRef} aria-label={t('files')} className={styles.Files}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className={styles.File}>
              <FileText className={styles.FileIcon} aria-hidden />
              <span className={styles.FileName} title={file.name}>
                {file.name}
              </span>
              <span className={styles.FileSize}>{formatBytes(file.size, locale)}</span>
              <IconButton
                aria-label={t('remove', { name: file.name })}
                size="sm"
                isDisabled={isDisabled}
                onPress={() => remove(i)}
                className={styles.Remove}
              >
                <X />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
