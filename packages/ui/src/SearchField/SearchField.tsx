import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type ComponentType } from 'react';
import { useLocale } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Spinner } from '../Spinner/Spinner';
import { searchField } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import type { SearchComboProps } from './SearchCombo';
import type { SearchFieldProps, SearchResult } from './types';
import styles from './SearchField.module.css';

export type { SearchFieldProps, SearchResult } from './types';

type Combo = ComponentType<SearchComboProps<SearchResult>>;

/** The combobox's chunk: fetched once, when a search field is first hovered or focused. */
let comboLoad: Promise<Combo> | null = null;
let comboLoaded: Combo | null = null;
function loadCombo(): Promise<Combo> {
  comboLoad ??= import('./SearchCombo').then(
    (module) => (comboLoaded = module.default as Combo),
    (error: unknown) => {
      // Offline, say: the next hover or focus tries again, and the field still takes text.
      comboLoad = null;
      throw error;
    },
  );
  return comboLoad;
}

/**
 * A search box that lists results as people type (React Aria ComboBox): results are grouped by
 * kind, each with a title and a subtitle; arrow keys move through them, Enter chooses one
 * (`onSelect`), Escape closes the list and, pressed again, empties the field. The app owns the
 * data: it fetches on `onInputChange` and passes `items` and `isLoading`. While it searches and
 * when it finds nothing, the list says so and a polite live region announces it, as well as the
 * number of results.
 *
 * The combobox (its list, keyboard and popover: about 44 KB gzip) loads when the field is first
 * hovered or focused. Until then the field is a plain input with the same look, name and role,
 * and what is typed into it carries over, with focus and caret.
 */
export function SearchField<T extends SearchResult>({
  label,
  'aria-label': ariaLabel,
  items,
  isLoading = false,
  onSelect,
  inputValue,
  defaultInputValue = '',
  onInputChange,
  kindLabels,
  placeholder,
  description,
  renderEmpty,
  clearLabel,
  isDisabled = false,
  className,
  ref,
}: SearchFieldProps<T>) {
  const t = useMessages(searchField);
  const { locale } = useLocale();
  const [query, setQuery] = useControlledState(inputValue, defaultInputValue, onInputChange);
  const [Combo, setCombo] = useState<Combo | null>(() => comboLoaded);
  const shellInput = useRef<HTMLInputElement>(null);
  const id = useId();

  // Read as the combobox first renders, while this input is still in the document: keys typed
  // after the chunk arrived and before the swap are in the text and the caret by then.
  const handover = () => {
    const input = shellInput.current;
    if (!input || input !== document.activeElement) return null;
    return { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length };
  };

  const wake = () => {
    if (Combo || isDisabled) return;
    void loadCombo().then(
      (loaded) => setCombo(() => loaded),
      () => undefined,
    );
  };

  const searching = query.trim() !== '';
  const count = items.length;
  const status = !searching
    ? ''
    : isLoading
      ? t('searching')
      : count === 0
        ? t('noMatches', { query: query.trim() })
        : t(new Intl.PluralRules(locale).select(count) === 'one' ? 'resultsOne' : 'resultsOther', { count });

  return (
    <div
      ref={ref}
      className={clsx(styles.Root, className)}
      onPointerEnter={Combo ? undefined : wake}
      onFocus={Combo ? undefined : wake}
    >
      {Combo ? (
        <Combo
          label={label}
          aria-label={ariaLabel}
          items={items}
          isLoading={isLoading}
          onSelect={onSelect as ((result: SearchResult) => void) | undefined}
          query={query}
          setQuery={setQuery}
          kindLabels={kindLabels}
          placeholder={placeholder}
          description={description}
          renderEmpty={renderEmpty}
          clearLabel={clearLabel}
          isDisabled={isDisabled}
          takeFocus={handover}
        />
      ) : (
        // The combobox as React Aria renders it closed, without its list's code.
        <div className={styles.Field} data-disabled={isDisabled || undefined}>
          {label && (
            <label className={styles.Label} id={`${id}-label`} htmlFor={`${id}-input`}>
              {label}
            </label>
          )}
          <div role="group" className={styles.Control} data-disabled={isDisabled || undefined}>
            <Search className={styles.SearchIcon} aria-hidden />
            <input
              ref={shellInput}
              id={`${id}-input`}
              type="text"
              // A closed combobox as React Aria renders one: ARIA 1.2 asks for aria-controls only
              // while the list is shown (axe agrees), and this one has no list yet.
              // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
              role="combobox"
              aria-expanded="false"
              aria-autocomplete="list"
              aria-label={label ? undefined : ariaLabel}
              aria-describedby={description ? `${id}-description` : undefined}
              autoComplete="off"
              autoCorrect="off"
              spellCheck="false"
              enterKeyHint="search"
              className={styles.Input}
              placeholder={placeholder}
              value={query}
              disabled={isDisabled}
              onChange={(event) => setQuery(event.target.value)}
            />
            {isLoading && <Spinner size="sm" className={styles.Spinner} />}
            {query !== '' && !isDisabled && (
              <button
                type="button"
                tabIndex={-1}
                className={styles.Clear}
                aria-label={clearLabel ?? t('clear')}
                onClick={() => {
                  setQuery('');
                  shellInput.current?.focus();
                }}
              >
                <X aria-hidden />
              </button>
            )}
          </div>
          {description && (
            <span id={`${id}-description`} className={styles.Description}>
              {description}
            </span>
          )}
        </div>
      )}
      {/* React Aria hides everything but the input and the list from assistive technology while
          the list is open; it leaves its own "top layer" (toasts, its announcer) alone, so this
          region stays audible. */}
      <span role="status" className={styles.VisuallyHidden} data-react-aria-top-layer="">
        {status}
      </span>
    </div>
  );
}
