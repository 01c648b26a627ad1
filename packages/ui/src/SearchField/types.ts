import type { ReactNode, Ref } from 'react';
import type { Key } from 'react-aria-components';

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
