import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button as AriaButton, FieldError, Group, Label, Text, type ValidationResult } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { datePicker } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';

/** A picker's popover chunk: fetched once, when a picker is first hovered, focused or opened. */
export interface CalendarChunk {
  Calendar: ComponentType;
  load: () => Promise<unknown>;
  preload: () => void;
  isLoaded: () => boolean;
}

/** The lazily loaded popover of one kind of picker, from its dynamic `import()`. */
export function calendarChunk(importer: () => Promise<{ default: ComponentType }>): CalendarChunk {
  let loaded = false;
  const load = () =>
    importer().then((module) => {
      loaded = true;
      return module;
    });
  return { Calendar: lazy(load), load, preload: () => void load(), isLoaded: () => loaded };
}

export interface PickerFieldPartsProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  isRequired?: boolean;
  /** Whether the popover is open, from the picker's overlay context. */
  isOpen: boolean;
  chunk: CalendarChunk;
  /** The picker's CSS module: Label, Required, Group, Trigger, Description and Error. */
  styles: Readonly<Record<string, string>>;
  /** The typed date or dates, before the trigger in the group. */
  children: ReactNode;
}

/**
 * The parts around a picker's typed dates: label, the group with the calendar trigger,
 * description, error, and the popover's chunk. Rendered inside the I18nProvider so the
 * catalogue's strings follow `locale` as React Aria's do.
 */
export function PickerFieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  isOpen,
  chunk,
  styles,
  children,
}: PickerFieldPartsProps) {
  const t = useMessages(datePicker);
  const [ready, setReady] = useState(chunk.isLoaded);
  useEffect(() => {
    if (isOpen && !ready) void chunk.load().then(() => setReady(true));
  }, [isOpen, ready, chunk]);
  return (
    <>
      <Label className={styles.Label}>
        {label}
        {isRequired && (
          <span className={styles.Required} aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      <Group className={styles.Group} onHoverStart={chunk.preload} onFocus={chunk.preload}>
        {children}
        <AriaButton className={styles.Trigger} aria-label={t('calendar')}>
          {isOpen && !ready ? <Spinner size="sm" /> : <CalendarDays aria-hidden />}
        </AriaButton>
      </Group>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.Error}>{errorMessage}</FieldError>
      {/* The popover's chunk, mounted from the first opening (at once if it is already loaded);
          RAC's Popover then opens and closes itself. Until it arrives (a first press without
          hover or focus, a slow network) the trigger shows a spinner in place of its icon. */}
      <Suspense fallback={null}>{(isOpen || ready) && <chunk.Calendar />}</Suspense>
    </>
  );
}
