import clsx from 'clsx';
import { Check, Users } from 'lucide-react';
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import styles from './PricingCard.module.css';

export interface PricingCardProps {
  /**
   * The root element (the Card's `<article>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /** The plan's display name. */
  name: string;
  /** The price for one period, in whole currency units. */
  price: number;
  /** After the price, e.g. '/ month' or 'per quarter'. */
  periodLabel: string;
  /**
   * ISO 4217 currency of the price.
   * @default 'USD'
   */
  currency?: string;
  /**
   * BCP 47 locale the price is formatted in, without decimals ('$2,999' in en-US).
   * @default the locale of the nearest I18nProvider, else the browser's
   */
  locale?: string;
  /**
   * A line under the name saying who the plan is for.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * How many users the plan allows, e.g. '1-10 users'.
   * @default undefined
   */
  allowance?: ReactNode;
  /**
   * What the plan includes.
   * @default []
   */
  features?: ReactNode[];
  /**
   * Names the features list for assistive technology, e.g. 'Included'.
   * @default undefined
   */
  featuresLabel?: string;
  /** The call to action's text, e.g. 'Buy Now'. */
  ctaLabel: string;
  /**
   * Called when the call to action is pressed.
   * @default undefined
   */
  onPress?: () => void;
  /**
   * Shows the call to action as busy, e.g. while the basket is created.
   * @default false
   */
  isPending?: boolean;
  /**
   * Whether the call to action is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Highlights the card (accent border, primary button).
   * @default false
   */
  isFeatured?: boolean;
  /**
   * A short label on a featured card, e.g. 'Most popular'.
   * @default undefined
   */
  badge?: ReactNode;
  /**
   * `stacked` puts everything in one column; inside a PlanPicker its rows line up with the other
   * cards' (name, description, price, users, button, features). `wide` spans the picker's whole
   * row and, when the card is at least 44rem wide, puts the features beside the price: for the one
   * plan to recommend above the others.
   * @default 'stacked'
   */
  layout?: 'stacked' | 'wide';
  /**
   * Level of the plan name's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Class on the card.
   * @default undefined
   */
  className?: string;
}

/** One plan: name, price per period, user allowance, features and a call to action. */
export function PricingCard({
  name,
  price,
  periodLabel,
  currency = 'USD',
  locale: localeProp,
  description,
  allowance,
  features = [],
  featuresLabel,
  ctaLabel,
  onPress,
  isPending = false,
  isDisabled = false,
  isFeatured = false,
  badge,
  layout = 'stacked',
  headingLevel = 3,
  className,
  ref,
}: PricingCardProps) {
  const headingId = useId();
  const context = useLocale();
  const locale = localeProp ?? context.locale;
  const Heading = `h${headingLevel}` as const;
  const formatted = useMemo(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(price),
    [locale, currency, price],
  );

  return (
    <Card
      ref={ref}
      as="article"
      padding="lg"
      aria-labelledby={headingId}
      data-featured={isFeatured || undefined}
      data-layout={layout}
      className={clsx(styles.Root, className)}
    >
      <div className={styles.Body}>
        <div className={styles.Top}>
          <Heading id={headingId} className={styles.Name}>
            {name}
          </Heading>
          {badge && <span className={styles.Badge}>{badge}</span>}
        </div>
        {description && <p className={styles.Description}>{description}</p>}
        <p className={styles.Price}>
          <span className={styles.Amount}>{formatted}</span> <span className={styles.Period}>{periodLabel}</span>
        </p>
        {allowance && (
          <p className={styles.Allowance}>
            <Users aria-hidden className={styles.AllowanceIcon} />
            {allowance}
          </p>
        )}
        <Button
          variant={isFeatured ? 'primary' : 'secondary'}
          size="lg"
          className={styles.Cta}
          onPress={onPress}
          isPending={isPending}
          isDisabled={isDisabled}
          aria-describedby={headingId}
        >
          {ctaLabel}
        </Button>
        {features.length > 0 && (
          <ul className={styles.Features} aria-label={featuresLabel}>
            {features.map((feature, index) => (
              <li key={index} className={styles.Feature}>
                <Check aria-hidden className={styles.Check} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
