import clsx from 'clsx';
import { useId, useRef, type ReactNode } from 'react';
import { formatMoney, formatTableDate, type DateLike } from '../DataTable/columns';
import { useScrollOverflow } from '../DataTable/useScrollOverflow';
import styles from './ReceiptLayout.module.css';

type Amount = number | string | null | undefined;

export interface ReceiptAddress {
  addressLine1?: string | null;
  addressLine2?: string | null;
  town?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postCode?: string | null;
}

export interface ReceiptLineItem {
  name?: string | null;
  productCode?: string | null;
  quantity?: number | string | null;
  price?: Amount;
}

export interface ReceiptSubscription {
  planId?: string | null;
  amount?: Amount;
  period?: string | null;
  /** In months (spec section 9). */
  interval?: number | string | null;
  totalCount?: number | string | null;
  startAt?: DateLike;
  expireBy?: DateLike;
}

export interface ReceiptPayment {
  transactionId?: string | null;
  amount?: Amount;
  currency?: string | null;
}

/** The order receipt of spec section 3; every field is optional because the server's may be missing. */
export interface ReceiptOrder {
  reference?: string | null;
  dateOrdered?: DateLike;
  status?: string | null;
  email?: string | null;
  mobile?: string | null;
  billingAddress?: string | ReceiptAddress | null;
  totalPrice?: Amount;
  lineItems?: ReceiptLineItem[] | null;
  subscriptions?: ReceiptSubscription[] | null;
  payments?: ReceiptPayment[] | null;
}

export interface ReceiptLayoutProps {
  /** The order to show. */
  order: ReceiptOrder;
  /**
   * The company header: logo, legal name, address, GSTIN.
   * @default undefined
   */
  header?: ReactNode;
  /**
   * The receipt's title.
   * @default 'Order Receipt'
   */
  title?: ReactNode;
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
   * The support address in the footer.
   * @default undefined
   */
  supportEmail?: string;
  /**
   * The footer's closing line.
   * @default 'Thank you for your order!'
   */
  thankYou?: ReactNode;
  /**
   * Class on the root element.
   * @default undefined
   */
  className?: string;
}

/** Spec section 9: billing periods and their labels. */
const periodLabels: Record<string, string> = { MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', ANNUALLY: 'Yearly' };

/** Rupees in the en-IN format the spec asks for: '₹2,99,999.00'. */
export const formatINR = (amount: Amount) => formatMoney(amount, 'INR');

function addressLines(address: ReceiptOrder['billingAddress']): string[] {
  if (!address) return [];
  if (typeof address === 'string') return address.split(/\n|,\s*/).filter(Boolean);
  const place = [address.town, address.city].filter(Boolean).join(', ');
  const region = [address.state, address.postCode].filter(Boolean).join(' ');
  return [address.addressLine1, address.addressLine2, place, region, address.country].filter(
    (line): line is string => Boolean(line),
  );
}

/**
 * An order receipt with every field of the spec: order and customer details, line items,
 * subscriptions, payments and the total in INR. Prints cleanly on A4: no shadows, dark text,
 * page margins, tables kept whole where they fit, and `actions` left off the page.
 */
export function ReceiptLayout({
  order,
  header,
  title = 'Order Receipt',
  headingLevel = 2,
  actions,
  supportEmail,
  thankYou = 'Thank you for your order!',
  className,
}: ReceiptLayoutProps) {
  const id = useId();
  const Title = `h${headingLevel}` as const;
  const Heading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const lineItems = order.lineItems ?? [];
  const subscriptions = order.subscriptions ?? [];
  const payments = order.payments ?? [];
  const address = addressLines(order.billingAddress);

  return (
    <article className={clsx(styles.Root, className)} aria-labelledby={`${id}-title`}>
      {header && <header className={styles.Company}>{header}</header>}
      <div className={styles.TitleRow}>
        <Title id={`${id}-title`} className={styles.Title}>
          {title}
        </Title>
        {actions && <div className={styles.Actions}>{actions}</div>}
      </div>

      <div className={styles.Summary}>
        <section className={styles.Section}>
          <Heading id={`${id}-order`} className={styles.Heading}>
            Order details
          </Heading>
          <dl className={styles.Details}>
            <Detail term="Reference">{order.reference}</Detail>
            <Detail term="Date ordered">{formatTableDate(order.dateOrdered)}</Detail>
            <Detail term="Status">{order.status}</Detail>
          </dl>
        </section>
        <section className={styles.Section}>
          <Heading id={`${id}-customer`} className={styles.Heading}>
            Customer
          </Heading>
          <dl className={styles.Details}>
            <Detail term="Email">{order.email}</Detail>
            <Detail term="Mobile">{order.mobile}</Detail>
            <Detail term="Billing address">
              {address.length > 0 && (
                <address className={styles.Address}>
                  {address.map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                </address>
              )}
            </Detail>
          </dl>
        </section>
      </div>

      <section className={styles.Section}>
        <Heading id={`${id}-items`} className={styles.Heading}>
          Line items
        </Heading>
        {lineItems.length === 0 ? (
          <p className={styles.None}>No line items.</p>
        ) : (
          <ScrollTable labelledBy={`${id}-items`}>
            <thead>
              <tr>
                <th scope="col">Product Name</th>
                <th scope="col">Product Code</th>
                <th scope="col" data-align="end">
                  Quantity
                </th>
                <th scope="col" data-align="end">
                  Price (INR)
                </th>
              </tr>
            </thead>
            <tbody>
              {lineItems.map((item, i) => (
                <tr key={i}>
                  <th scope="row">{item.name}</th>
                  <td>{item.productCode}</td>
                  <td data-align="end">{item.quantity}</td>
                  <td data-align="end">{formatINR(item.price)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>

      <section className={styles.Section}>
        <Heading id={`${id}-subscriptions`} className={styles.Heading}>
          Subscriptions
        </Heading>
        {subscriptions.length === 0 ? (
          <p className={styles.None}>No subscriptions.</p>
        ) : (
          subscriptions.map((subscription, i) => (
            <dl key={i} className={clsx(styles.Details, styles.Subscription)}>
              <Detail term="Plan ID">{subscription.planId}</Detail>
              <Detail term="Amount (INR)">{formatINR(subscription.amount)}</Detail>
              <Detail term="Period">{periodLabels[subscription.period ?? ''] ?? subscription.period}</Detail>
              <Detail term="Interval (months)">{subscription.interval}</Detail>
              <Detail term="Total count">{subscription.totalCount}</Detail>
              <Detail term="Start date">{formatTableDate(subscription.startAt)}</Detail>
              <Detail term="Expire by">{formatTableDate(subscription.expireBy)}</Detail>
            </dl>
          ))
        )}
      </section>

      <section className={styles.Section}>
        <Heading id={`${id}-payments`} className={styles.Heading}>
          Payments
        </Heading>
        {payments.length === 0 ? (
          <p className={styles.None}>No payments recorded.</p>
        ) : (
          <ScrollTable labelledBy={`${id}-payments`}>
            <thead>
              <tr>
                <th scope="col">Transaction ID</th>
                <th scope="col" data-align="end">
                  Amount
                </th>
                <th scope="col">Currency</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment, i) => (
                <tr key={i}>
                  <th scope="row">{payment.transactionId}</th>
                  <td data-align="end">{formatMoney(payment.amount, payment.currency || 'INR')}</td>
                  <td>{payment.currency}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>

      <dl className={styles.Total}>
        <dt>Total price (INR)</dt>
        <dd>{formatINR(order.totalPrice)}</dd>
      </dl>

      <footer className={styles.Footer}>
        <p className={styles.ThankYou}>{thankYou}</p>
        {supportEmail && (
          <p>
            Questions? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        )}
      </footer>
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
