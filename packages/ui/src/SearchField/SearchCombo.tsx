import { Search, X } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Collection,
  ComboBox as AriaComboBox,
  Group,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { searchField } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import type { SearchFieldProps, SearchResult } from './types';
import styles from './SearchField.module.css';

/** A results group and its results, each under a key unique across groups. */
interface Section<T> {
  id: string;
  title: string;
  items: { id: string; result: T }[];
}

/** What the field hands over when the combobox takes the place of its first input. */
export interface SearchComboProps<T extends SearchResult> extends Omit<
  SearchFieldProps<T>,
  'ref' | 'className' | 'inputValue' | 'defaultInputValue' | 'onInputChange'
> {
  query: string;
  setQuery: (value: string) => void;
  /**
   * Reads, as this first renders, the caret of the input this replaces if that input has focus
   * (null otherwise): focus and caret move here, and the list opens.
   */
  takeFocus: () => { start: number; end: number } | null;
}

/**
 * The search box's React Aria ComboBox: the results list, its keyboard and its popover (about
 * 44 KB gzip with React Aria's collections and overlays). SearchField loads it when the field is
 * first hovered or focused.
 */
export default function SearchCombo<T extends SearchResult>({
  label,
  'aria-label': ariaLabel,
  items,
  isLoading = false,
  onSelect,
  query,
  setQuery,
  kindLabels,
  placeholder,
  description,
  renderEmpty,
  clearLabel,
  isDisabled = false,
  takeFocus,
}: SearchComboProps<T>) {
  const t = useMessages(searchField);
  const inputRef = useRef<HTMLInputElement>(null);
  // Whether the list was open when Escape went down: React Aria closes it before our handler runs.
  const openOnEscape = useRef(false);

  const sections = useMemo(() => {
    const byKind = new Map<string, Section<T>>();
    for (const result of items) {
      let section = byKind.get(result.kind);
      if (!section) {
        section = { id: result.kind, title: kindLabels?.[result.kind] ?? result.kind, items: [] };
        byKind.set(result.kind, section);
      }
      section.items.push({ id: `${result.kind}:${String(result.id)}`, result });
    }
    return [...byKind.values()];
  }, [items, kindLabels]);

  const choose = (key: Key | null) => {
    if (key == null) return;
    const chosen = sections.flatMap((section) => section.items).find((item) => item.id === key);
    if (!chosen) return;
    onSelect?.(chosen.result);
    setQuery('');
  };

  const searching = query.trim() !== '';

  // Taking over from the input this replaced: focus and caret move here, and what was typed there
  // opens the list, as the typing would have ('focus' opens it as focus arrives, once).
  const [caret] = useState(takeFocus);
  const [opening, setOpening] = useState(caret !== null && searching);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!caret || !input) return;
    input.focus();
    input.setSelectionRange(caret.start, caret.end);
    setOpening(false);
    // Once, on mount: later renders keep what the person does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AriaComboBox
      aria-label={label ? undefined : ariaLabel}
      className={styles.Field}
      items={sections}
      inputValue={query}
      onInputChange={setQuery}
      selectedKey={null}
      onSelectionChange={choose}
      allowsCustomValue
      allowsEmptyCollection={searching}
      // 'manual' while empty: emptying the text would otherwise reopen the list for a moment on the
      // results of the text before (React Aria's collection catches up a render later).
      menuTrigger={searching ? (opening ? 'focus' : 'input') : 'manual'}
      isDisabled={isDisabled}
    >
      {label && <Label className={styles.Label}>{label}</Label>}
      <Group
        className={styles.Control}
        onKeyDownCapture={(event) => {
          if (event.key === 'Escape') openOnEscape.current = event.currentTarget.closest('[data-open]') !== null;
          // Nothing typed and nothing to show: React Aria would open an empty list on the arrow keys.
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !searching && items.length === 0)
            event.stopPropagation();
        }}
      >
        <Search className={styles.SearchIcon} aria-hidden />
        <Input
          ref={inputRef}
          enterKeyHint="search"
          className={styles.Input}
          placeholder={placeholder}
          onKeyDown={(event) => {
            // The combobox pattern: the first Escape closes the list, the next one empties the field.
            if (event.key === 'Escape' && !openOnEscape.current && query !== '') setQuery('');
          }}
        />
        {isLoading && <Spinner size="sm" className={styles.Spinner} />}
        {query !== '' && !isDisabled && (
          <AriaButton
            slot={null}
            className={styles.Clear}
            aria-label={clearLabel ?? t('clear')}
            excludeFromTabOrder
            onPress={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden />
          </AriaButton>
        )}
      </Group>
      {description && (
        <Text slot="description" className={styles.Description}>
          {description}
        </Text>
      )}
      <Popover className={styles.Popover} placement="bottom start">
        <ListBox<Section<T>>
          aria-label={t('list')}
          className={styles.ListBox}
          renderEmptyState={() =>
            searching && (
              <div className={styles.Empty}>
                {isLoading ? (
                  <>
                    <Spinner size="sm" />
                    {t('searching')}
                  </>
                ) : (
                  (renderEmpty?.(query.trim()) ?? t('noMatches', { query: query.trim() }))
                )}
              </div>
            )
          }
        >
          {(section) => (
            <ListBoxSection id={section.id} className={styles.Section}>
              <Header className={styles.SectionTitle}>{section.title}</Header>
              <Collection items={section.items}>
                {(item) => (
                  <ListBoxItem id={item.id} textValue={item.result.title} className={styles.Item}>
                    {/* The option is named by all it shows, title then subtitle, so what people
                        see (and say, with speech input) is its name, and every screen reader
                        reads the second line. */}
                    <span className={styles.Title}>{item.result.title}</span>
                    {item.result.subtitle && <span className={styles.Subtitle}>{item.result.subtitle}</span>}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
