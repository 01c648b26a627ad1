import { BILLING_PERIODS, DEFAULT_PLANS, formatWholeRupees, GST, monthlyRate } from '@lnf/sdk';
import { Link } from '@lnf/ui';
import { useId } from 'react';
import { planPricesCopy as copy } from '../../content/plan-products';
import styles from './PlanPrices.module.css';

/**
 * A product page's prices: each plan that sells the product, its user range and its monthly rate on
 * every billing period, from the published plans (the sdk's DEFAULT_PLANS), so the page and its
 * structured data say the same thing. Buying happens on /our-plans.
 */
export function PlanPrices({ plans }: { plans: readonly string[] }) {
  const id = useId();
  const shown = plans.map((name) => DEFAULT_PLANS.find((p) => p.name === name)).filter((p) => p !== undefined);
  return (
    <section className={styles.Root} aria-labelledby={id}>
      <div className={styles.Inner}>
        <h2 id={id} className={styles.Heading}>
          {copy.heading}
        </h2>
        <p className={styles.Note}>{copy.gstNote(GST)}</p>
        <ul className={styles.Plans}>
          {shown.map((plan) => (
            <li key={plan.name} className={styles.Plan} data-plan={plan.name}>
              <h3 className={styles.Name}>{plan.displayName}</h3>
              <p className={styles.Users}>{copy.users(plan.minUsers, plan.maxUsers)}</p>
              <dl className={styles.Prices}>
                {BILLING_PERIODS.map((period) => (
                  <div key={period} className={styles.Row} data-period={period}>
                    <dt>{copy.billed[period]}</dt>
                    <dd>
                      <span className={styles.Amount}>{formatWholeRupees(monthlyRate(plan, period))}</span>{' '}
                      {copy.perMonth}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <Link href="/our-plans" variant="standalone">
          {copy.allPlans}
        </Link>
      </div>
    </section>
  );
}
