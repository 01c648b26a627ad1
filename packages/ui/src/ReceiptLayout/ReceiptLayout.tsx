import clsx from 'clsx';
import { isValidElement, useId, useRef, type ReactNode, type Ref } from 'react';
import { useLocale } from 'react-aria-components';
import { formatDay, formatMoney, type AmountLike, type DateLike } from '../internal/format';
import { useScrollOverflow } from '../internal/useScrollOverflow';
import { receiptLayout } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './ReceiptLayout.module.css';

/** An amount the receipt formats as money, in the receipt's `currency` unless it names its own. */
export interface ReceiptAmount {
  /** A number or numeric text; empty shows '—'. */
  amount: AmountLike;
  /**
   * ISO 4217 code of this amount when it differs from the receipt's.
   * @default the receipt's `currency`
   */
  currency?: string | null;
}

/** A date the receipt formats as a day in its `locale` and `timeZone`. */
export interface ReceiptDate {
  /** ISO text (a date-only string is a calendar date and never shifts), epoch milliseconds or a Date. */
  date: DateLike;
}

/** A postal address, one line per entry; empty lines are left out. */
export interface ReceiptAddress {
  address: ReadonlyArray<string | null | undefined>;
}

/** What a detail or a table cell shows: anything renderable, or a value the receipt formats. */
export type ReceiptValue = ReactNode | ReceiptAmount | ReceiptDate | ReceiptAddress;

/** One term and its value; an empty value shows '—'. */
export interface ReceiptDetail {
  term: string;
  value?: ReceiptValue;
}

/** A titled list of details, e.g. the receipt's reference and date, or who paid. */
export interface ReceiptDetailsSection {
  title: string;
  details: ReceiptDetail[];
}

export interface ReceiptTableColumn {
  /** The header text. */
  name: string;
  /**
   * `end` for amounts and counts.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

/** A titled table, e.g. the lines bought or the payments made; the first cell of a row names it. */
export interface ReceiptTableSection {
  title: string;
  columns: ReceiptTableColumn[];
  /** Cells, one per column, left to right. */
  rows: ReceiptValue[][];
  /**
   * Shown instead of the table when there are no rows.
   * @default 'None.'
   */
  emptyText?: ReactNode;
}

/** A titled group of records, each a boxed list of details, e.g. the plans a payment covers. */
export interface ReceiptRecordsSection {
  title: string;
  records: ReceiptDetail[][];
  /**
   * Shown when there are no records.
   * @default 'None.'
   */
  emptyText?: ReactNode;
}

export type ReceiptSection = ReceiptDetailsSection | ReceiptTableSection | ReceiptRecordsSection;

export interface ReceiptLayoutProps {
  /**
   * The root element (the `<article>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /**
   * The receipt's title; it names the `<article>`.
   * @default 'Receipt'
   */
  title?: ReactNode;
  /**
   * Who issued the receipt: logo, legal name, address, tax registration.
   * @default undefined
   */
  header?: ReactNode;
  /**
   * Level of the title; section headings sit one below.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3;
  /**
   * Controls such as Download or Print; on screen only, never printed.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Details side by side under the title, e.g. the receipt's own and the customer's.
   * @default []
   */
  summary?: ReceiptDetailsSection[];
  /**
   * The body, one section after another: tables, groups of records or lists of details.
   * @default []
   */
  sections?: ReceiptSection[];
  /**
   * Anything else, after the sections (notes, terms).
   * @default undefined
   */
  children?: ReactNode;
  /**
   * The total, large at the end.
   * @default undefined
   */
  total?: { label: ReactNode; value: ReceiptValue };
  /**
   * The footer's closing line, e.g. a thank-you.
   * @default undefined
   */
  closing?: ReactNode;
  /**
   * A support address, shown in the footer as a mail link.
   * @default undefined
   */
  supportEmail?: string;
  /**
   * ISO 4217 currency of every amount that names none.
   * @default 'USD'
   */
  currency?: string;
  /**
   * BCP 47 locale of amounts and dates.
   * @default the locale of the nearest I18nProvider, else the browser's
   */
  locale?: string;
  /**
   * IANA time zone of timestamps (date-only values never shift).
   * @default the browser's
   */
  timeZone?: string;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

type Formats = { locale: string; currency: string; timeZone?: string };

const isFormatted = (value: ReceiptValue): value is ReceiptAmount | ReceiptDate | ReceiptAddress =>
  typeof value === 'object' && value !== null && !isValidElement(value) && !(Symbol.iterator in value);

function show(value: ReceiptValue, formats: Formats): ReactNode {
  if (!isFormatted(value)) return value;
  if ('amount' in value) return formatMoney(value.amount, { ...formats, currency: value.currency || formats.currency });
  if ('date' in value) return formatDay(value.date, formats);
  if ('address' in value) {
    const lines = value.address.filter((line): line is string => Boolean(line));
    return lines.length === 0 ? (
      ''
    ) : (
      <address className={styles.Address}>
        {lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </address>
    );
  }
  return null;
}

/**
 * A printable receipt for any purchase or payment: who issued it, a title, summary details,
 * tables of lines, groups of records, a total and a closing footer. It lays out what it is given
 * and formats amounts and dates with `Intl` in the `currency`, `locale` and `timeZone` it is
 * given; the words are the caller's. Prints cleanly on A4: no shadows, dark text, page margins,
 * tables kept whole where they fit, and `actions` left off the page.
 */
export function ReceiptLayout({
  title,
  header,
  headingLevel = 2,
  actions,
  summary = [],
  sections = [],
  children,
  total,
  closing,
  supportEmail,
  currency = 'USD',
  locale,
  timeZone,
  className,
  ref,
}: ReceiptLayoutProps) {
  const id = useId();
  const context = useLocale();
  const t = useMessages(receiptLayout);
  const formats: Formats = { locale: locale ?? context.locale, currency, timeZone };
  const Title = `h${headingLevel}` as const;
  const Heading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';

  const section = (s: ReceiptSection, key: string) => {
    const headingId = `${id}-${key}`;
    return (
      <section key={key} className={styles.Section}>
        <Heading id={headingId} className={styles.Heading}>
          {s.title}
        </Heading>
        {'columns' in s ? (
          s.rows.length === 0 ? (
            <p className={styles.None}>{s.emptyText ?? t('none')}</p>
          ) : (
            <ScrollTable labelledBy={headingId}>
              <thead>
                <tr>
                  {s.columns.map((column, i) => (
                    <th key={i} scope="col" data-align={column.align === 'end' ? 'end' : undefined}>
                      {column.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {s.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => {
                      const Cell = c === 0 ? 'th' : 'td';
                      return (
                        <Cell
                          key={c}
                          scope={c === 0 ? 'row' : undefined}
                          data-align={s.columns[c]?.align === 'end' ? 'end' : undefined}
                        >
                          {show(cell, formats)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : 'records' in s ? (
          s.records.length === 0 ? (
            <p className={styles.None}>{s.emptyText ?? t('none')}</p>
          ) : (
            s.records.map((record, i) => (
              <dl key={i} className={clsx(styles.Details, styles.Record)}>
                {record.map((d, j) => (
                  <Detail key={j} term={d.term}>
                    {show(d.value, formats)}
                  </Detail>
                ))}
              </dl>
            ))
          )
        ) : (
          <dl className={styles.Details}>
            {s.details.map((d, j) => (
              <Detail key={j} term={d.term}>
                {show(d.value, formats)}
              </Detail>
            ))}
          </dl>
        )}
      </section>
    );
  };

  return (
    <article ref={ref} className={clsx(styles.Root, className)} aria-labelledby={`${id}-title`}>
      {header && <header className={styles.Company}>{header}</header>}
      <div className={styles.TitleRow}>
        <Title id={`${id}-title`} className={styles.Title}>
          {title ?? t('title')}
        </Title>
        {actions && <div className={styles.Actions}>{actions}</div>}
      </div>

      {summary.length > 0 && <div className={styles.Summary}>{summary.map((s, i) => section(s, `summary-${i}`))}</div>}
      {sections.map((s, i) => section(s, `section-${i}`))}
      {children}

      {total && (
        <dl className={styles.Total}>
          <dt>{total.label}</dt>
          <dd>{show(total.value, formats)}</dd>
        </dl>
      )}

      {(closing || supportEmail) && (
        <footer className={styles.Footer}>
          {closing && <p className={styles.Closing}>{closing}</p>}
          {supportEmail && (
            <p>
              Questions? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
          )}
        </footer>
      )}
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.Detail}>
      <dt>{term}</dt>
      <dd>{children === '' || children == null ? '—' : children}</dd>
    </div>
  );
}

/** A table that scrolls sideways on a narrow screen, as a labelled region reachable by keyboard. */
function ScrollTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useScrollOverflow(ref);
  return (
    <div
      ref={ref}
      className={styles.Scroll}
      role={overflows ? 'region' : undefined}
      aria-labelledby={overflows ? labelledBy : undefined}
      tabIndex={overflows ? 0 : undefined}
    >
      <table className={styles.Table} aria-labelledby={labelledBy}>
        {children}
      </table>
    </div>
  );
}
