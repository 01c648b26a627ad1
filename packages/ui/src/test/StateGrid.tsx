/**
 * The variants x states overview of a component's stories: a table with one row per variant and
 * one column per state. Interaction states (hover, focus-visible, pressed) cannot be reached by
 * props, so a cell sets React Aria's state attributes on the React Aria elements inside it; the
 * component's CSS reads only those attributes, so the cell draws exactly what a pointer or the
 * keyboard would. Disabled, invalid and pending are real props. Not exported from the package.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useScrollOverflow } from '../internal/useScrollOverflow';

/** A state drawn by setting attributes (the rest are real props, passed by the story). */
export type ForcedState = 'hovered' | 'focus-visible' | 'pressed' | 'focused' | 'focus-within';

const attributes: Record<ForcedState, string[]> = {
  hovered: ['data-hovered'],
  'focus-visible': ['data-focused', 'data-focus-visible'],
  focused: ['data-focused'],
  pressed: ['data-hovered', 'data-pressed'],
  // A group whose input has focus (ComboBox's field frame reads data-focus-within).
  'focus-within': ['data-focused', 'data-focus-within'],
};

/**
 * Draws its children in a forced interaction state. `selector` narrows which React Aria elements
 * get it, for a part that cannot be wrapped on its own (one tab of a tab list).
 */
export function Forced({
  state,
  selector = '[data-rac]',
  children,
}: {
  state?: ForcedState;
  selector?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!state || !root) return;
    const names = attributes[state];
    const apply = () => {
      for (const element of root.querySelectorAll(selector))
        for (const name of names) if (!element.hasAttribute(name)) element.setAttribute(name, 'true');
    };
    apply();
    // Collections (menu items, tabs) mount their items after a first pass, and React may rewrite
    // an item's attributes on a later render: apply again whenever that happens.
    const observer = new MutationObserver(apply);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: names });
    return () => observer.disconnect();
  }, [state, selector]);
  return (
    <span ref={ref} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

export interface StateColumn<S> {
  /** Column heading. */
  label: string;
  /** What the story's render function gets for this column. */
  state: S;
}

export interface StateRow<S> {
  /** Row heading: the variant. */
  label: string;
  render: (state: S) => ReactNode;
}

/** The overview table. */
export function StateGrid<S>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: StateColumn<S>[];
  rows: StateRow<S>[];
}) {
  const cell = { padding: 'var(--lnf-space-3)', verticalAlign: 'top', textAlign: 'start' } as const;
  const heading = {
    ...cell,
    color: 'var(--lnf-color-fg-muted)',
    fontSize: 'var(--lnf-font-size-sm)',
    fontWeight: 'var(--lnf-font-weight-medium)',
  } as const;
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useScrollOverflow(scroller, 'x');
  return (
    // Wider than a phone: the table scrolls sideways, and is then a tab stop so a keyboard can scroll it.
    <div
      ref={scroller}
      style={{ position: 'relative', overflowX: 'auto', maxInlineSize: '100%' }}
      tabIndex={overflows ? 0 : undefined}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? caption : undefined}
    >
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ ...heading, captionSide: 'top', paddingInline: 0 }}>{caption}</caption>
        <thead>
          <tr>
            <td style={cell} />
            {columns.map((column) => (
              <th key={column.label} scope="col" style={heading}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" style={heading}>
                {row.label}
              </th>
              {columns.map((column) => (
                <td key={column.label} style={cell}>
                  {row.render(column.state)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
