import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useMemo, useRef, type ReactNode, type Ref } from 'react';
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
  useLocale,
  type Key,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Spinner } from '../Spinner/Spinner';
import { searchField } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './SearchField.module.css';

/** One search result. */
export interface SearchResult {
  /** Unique within its kind. */
  id: Key;
  /** What the result is, e.g. 'customer' or 'order'; results are grouped by it, in the order kinds first appear. */
  kind: string;
  /** The main line, e.g. the customer's name; also what typing ahead and screen readers use. */
  title: string;
  /**
   * A second line, e.g. the email or the order's amount and date.
   * @default undefined
   */
  subtitle?: string;
}

export interface SearchFieldProps<T extends SearchResult = SearchResult> {
  /**
   * The root element (the field's `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * The visible label. Without one, give `aria-label`.
   * @default undefined
   */
  label?: ReactNode;
  /**
   * The accessible name when there is no visible `label`, e.g. in a header: 'Search customers and orders'.
   * @default undefined
   */
  'aria-label'?: string;
  /** The results for the current text, as the app fetched them; shown as given, not filtered again. */
  items: T[];
  /**
   * While the app fetches: a spinner in the field, 'Searching…' in an empty list, and the same
   * announced to screen readers.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Called with the result chosen by Enter or a click; the field then empties.
   * @default undefined
   */
  onSelect?: (result: T) => void;
  /**
   * The text in the field (controlled).
   * @default undefined
   */
  inputValue?: string;
  /**
   * The text at first (uncontrolled).
   * @default ''
   */
  defaultInputValue?: string;
  /**
   * Called with the text on every change; the app fetches (and debounces) from here.
   * @default undefined
   */
  onInputChange?: (value: string) => void;
  /**
   * The heading of each kind's group, e.g. `{ customer: 'Customers', order: 'Orders' }`.
   * @default the kind as given
   */
  kindLabels?: Record<string, string>;
  /**
   * Placeholder in the input, e.g. 'Name, email, GSTIN or order number'; never a replacement for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Help text under the field, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * What the list says when the search found nothing.
   * @default (query) => 'No matches for “{query}”'
   */
  renderEmpty?: (query: string) => ReactNode;
  /**
   * Accessible name of the button that empties the field.
   * @default 'Clear search'
   */
  clearLabel?: string;
  /**
   * Whether the field is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

/** A results group and its results, each under a key unique across groups. */
interface Section<T> {
  id: string;
  title: string;
  items: { id: string; result: T }[];
}

/**
 * A search box that lists results as people type (React Aria ComboBox): results are grouped by
 * kind, each with a title and a subtitle; arrow keys move through them, Enter chooses one
 * (`onSelect`), Escape closes the list and, pressed again, empties the field. The app owns the
 * data: it fetches on `onInputChange` and passes `items` and `isLoading`. While it searches and
 * when it finds nothing, the list says so and a polite live region announces it, as well as the
 * number of results.
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
  const count = items.length;
  const status = !searching
    ? ''
    : isLoading
      ? t('searching')
      : count === 0
        ? t('noMatches', { query: query.trim() })
        : t(new Intl.PluralRules(locale).select(count) === 'one' ? 'resultsOne' : 'resultsOther', { count });

  return (
    <div ref={ref} className={clsx(styles.Root, className)}>
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
        menuTrigger={searching ? 'input' : 'manual'}
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
      {/* React Aria hides everything but the input and the list from assistive technology while
          the list is open; it leaves its own "top layer" (toasts, its announcer) alone, so this
          region stays audible. */}
      <span role="status" className={styles.VisuallyHidden} data-react-aria-top-layer="">
        {status}
      </span>
    </div>
  );
}
