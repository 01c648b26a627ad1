import {
  basket,
  BILLING_PERIOD_LABELS,
  BILLING_PERIODS,
  DEFAULT_PLANS,
  messageFor,
  monthlyRate,
  type BillingPeriod,
  type Plan,
} from '@lnf/sdk';
import { PlanPicker, PricingCard, toast } from '@lnf/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ourPlans as copy } from '../../content/our-plans';
import { usePlans } from '../../data/product';
import { client } from '../../lib/api';
import { whenIdle } from '../../lib/idle';
import { prefetchPage } from '../../lib/prefetch';
import { basketIdAtom } from '../../state/basketId';
import styles from './OurPlans.module.css';

/** What a pricing card needs, from the server's plans or, before they arrive, the published list. */
interface PlanView {
  name: string;
  displayName: string;
  description: string;
  price: number;
  basePrice: number;
  minUsers: number;
  maxUsers: number;
  components: string[];
}

const displayNames = new Map(DEFAULT_PLANS.map((p) => [p.name, p.displayName]));

const fromServer = (p: Plan): PlanView => ({
  name: p.name,
  displayName: displayNames.get(p.name) ?? p.longDescription.split(':')[0] ?? p.name,
  description: p.shortDescription,
  price: p.price,
  basePrice: p.basePrice,
  minUsers: p.minUsers,
  maxUsers: p.maxUsers,
  components: p.components,
});

// The published price list: the prerendered page (and a visitor without JavaScript) shows it,
// and the server's answer replaces it as soon as it arrives; if none does, the published list stays.
const published: PlanView[] = DEFAULT_PLANS.map((p) => ({
  name: p.name,
  displayName: p.displayName,
  description: p.shortDescription,
  price: p.price,
  basePrice: p.basePrice,
  minUsers: p.minUsers,
  maxUsers: p.maxUsers,
  components: [...p.components],
}));

/**
 * The recommended plan first, on a row of its own, then the others from the cheapest: with the
 * seven default plans that is 1 + 3 + 3 on a wide screen, 1 + 2 + 2 + 2 on a tablet, no hole.
 */
function arrange(plans: PlanView[]): PlanView[] {
  const rank = (p: PlanView) => (p.name === copy.popular.plan ? -Infinity : p.price);
  return [...plans].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

const periods = BILLING_PERIODS.map((id) => ({ id, label: BILLING_PERIOD_LABELS[id] }));

/** /our-plans: the plans in INR per billing period; choosing one creates a basket and opens it. */
export default function OurPlans() {
  const plans = usePlans();
  const [period, setPeriod] = useState<BillingPeriod>('MONTHLY');
  const [choosing, setChoosing] = useState<string | null>(null);
  const setBasketId = useSetAtom(basketIdAtom);
  const [, navigate] = useLocation();
  // A plan chosen here opens the basket: its code (and the portal's shared code) loads while idle,
  // so the basket is drawn as soon as its data is there.
  useEffect(() => {
    whenIdle(() => prefetchPage('/basket'));
  }, []);

  async function choose(plan: PlanView) {
    if (choosing) return;
    setChoosing(plan.name);
    try {
      const created = await basket.create(client, { plan: plan.name, renewalTerm: period, users: plan.minUsers });
      setBasketId(created.id);
      navigate('/basket');
    } catch (error) {
      toast.error(messageFor('basket.create', error));
      setChoosing(null);
    }
  }

  return (
    <>
      <header className={styles.Head}>
        <p className={styles.Eyebrow}>{copy.hero.eyebrow}</p>
        <h1 className={styles.Heading}>{copy.hero.heading}</h1>
        <p className={styles.Lead}>{copy.hero.lead}</p>
      </header>
      <section className={styles.Plans} aria-label="Plans">
        <PlanPicker
          aria-label={copy.pickerLabel}
          periods={periods}
          period={period}
          onPeriodChange={(next) => setPeriod(next as BillingPeriod)}
          description={`${copy.gstNote} ${copy.billed[period]}.`}
          columns={3}
        >
          {(selected) =>
            arrange(plans.data?.map(fromServer) ?? published).map((plan) => {
              const featured = plan.name === copy.popular.plan;
              return (
                <PricingCard
                  key={plan.name}
                  headingLevel={2}
                  name={plan.displayName}
                  price={monthlyRate(plan, selected as BillingPeriod)}
                  currency="INR"
                  locale="en-IN"
                  periodLabel={copy.perMonth}
                  description={plan.description}
                  allowance={`${plan.minUsers}-${plan.maxUsers} users`}
                  features={plan.components}
                  featuresLabel={`${copy.featuresLabel} in ${plan.displayName}`}
                  ctaLabel={copy.cta}
                  onPress={() => void choose(plan)}
                  isPending={choosing === plan.name}
                  isFeatured={featured}
                  layout={featured ? 'wide' : 'stacked'}
                  badge={featured ? copy.popular.badge : undefined}
                />
              );
            })
          }
        </PlanPicker>
      </section>
      <section className={styles.Faq} aria-labelledby="plans-faq">
        <h2 id="plans-faq">{copy.faq.heading}</h2>
        <dl>
          {copy.faq.items.map((item) => (
            <div key={item.q}>
              <dt>{item.q}</dt>
              <dd>{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
