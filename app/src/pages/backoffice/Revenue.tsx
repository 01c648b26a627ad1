import { useState } from 'react';
import { planLabel, toRupees, type RevenueMonth } from '@lnf/sdk';
import { Button, Chart, DataTable, NativeSelect, Stat, type DataTableColumn } from '@lnf/ui';
import { refreshRevenue, useRevenue } from '../../data/backofficeRevenue';
import { PortalPage, PortalSection } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';
import styles from './Backoffice.module.css';

const PERIODS = [
  { id: '6', label: 'Last 6 months' },
  { id: '12', label: 'Last 12 months' },
  { id: '24', label: 'Last 24 months' },
  { id: '36', label: 'Last 36 months' },
];

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'Nov 2026' for '2026-11'. */
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const asOf = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const formatRupees = (n: number) => rupees.format(n);
const count = new Intl.NumberFormat('en-IN');
const formatCount = (n: number) => count.format(n);
const inRupees = (paise: number) => toRupees(paise);
const activeOf = (m: RevenueMonth | undefined) =>
  m ? Object.values(m.activeByPlan).reduce((sum, n) => sum + n, 0) : null;

type PlanRow = { plan: string; count: number };
const planColumns: DataTableColumn<PlanRow>[] = [
  { id: 'plan', name: 'Plan', isRowHeader: true, render: (r) => planLabel(r.plan) },
  { id: 'count', name: 'Active subscriptions', align: 'end', render: (r) => formatCount(r.count) },
];

/**
 * The revenue overview (finance and admin): MRR and its movement, active subscriptions by plan,
 * failed renewals and their recovery, and refunds, by month in India's time, GST excluded. Each
 * chart has its table beside it.
 */
function Revenue() {
  const [months, setMonths] = useState(12);
  const [refreshing, setRefreshing] = useState(false);
  const revenue = useRevenue(months);
  const list = revenue.data?.months ?? [];
  const current = list.at(-1);
  const previous = list.at(-2);
  const categories = list.map((m) => monthLabel(m.month));
  const plans = Object.entries(current?.activeByPlan ?? {})
    .map(([plan, n]) => ({ plan, count: n }))
    .sort((a, b) => b.count - a.count || a.plan.localeCompare(b.plan));
  const loading = revenue.isLoading;

  return (
    <PortalPage
      eyebrow="Back-office"
      title="Revenue"
      lead="Monthly recurring revenue and how it moved, by month in India’s time. Amounts exclude GST."
      actions={
        <>
          <NativeSelect
            label="Period"
            items={PERIODS}
            value={String(months)}
            onChange={(period) => period && setMonths(Number(period))}
          />
          <Button
            variant="secondary"
            isPending={refreshing}
            pendingLabel="Refreshing"
            onPress={() => {
              setRefreshing(true);
              void refreshRevenue(months).finally(() => setRefreshing(false));
            }}
          >
            Refresh this month
          </Button>
        </>
      }
    >
      <div className={styles.Stats}>
        <Stat
          label="MRR"
          value={current ? inRupees(current.mrrPaise) : null}
          previousValue={previous ? inRupees(previous.mrrPaise) : null}
          format="currency"
          comparison="from last month"
          isLoading={loading}
          locale="en-IN"
        />
        <Stat
          label="New MRR this month"
          value={current ? inRupees(current.newPaise + current.expansionPaise) : null}
          format="currency"
          isLoading={loading}
          locale="en-IN"
        />
        <Stat
          label="Lost MRR this month"
          value={current ? inRupees(current.churnPaise + current.contractionPaise) : null}
          format="currency"
          goodDirection="down"
          isLoading={loading}
          locale="en-IN"
        />
        <Stat
          label="Active subscriptions"
          value={activeOf(current)}
          previousValue={activeOf(previous)}
          changeFormat="absolute"
          comparison="from last month"
          isLoading={loading}
          locale="en-IN"
        />
      </div>
      {current?.computedAt && (
        <p>
          This month’s figures as of {asOf.format(new Date(current.computedAt))} IST; they are counted again every 10
          minutes.
        </p>
      )}
      <PortalSection title="MRR">
        <Chart
          type="line"
          title="MRR at the end of each month"
          categories={categories}
          series={[{ id: 'mrr', label: 'MRR', values: list.map((m) => inRupees(m.mrrPaise)), tone: 'brand' }]}
          formatValue={formatRupees}
          table="beside"
        />
      </PortalSection>
      <PortalSection title="MRR movement">
        <Chart
          type="bar"
          stacked
          title="How MRR moved each month"
          description="New and expansion add to MRR; contraction and churn take from it."
          categories={categories}
          series={[
            { id: 'new', label: 'New', values: list.map((m) => inRupees(m.newPaise)), tone: 'positive' },
            { id: 'expansion', label: 'Expansion', values: list.map((m) => inRupees(m.expansionPaise)), tone: 'brand' },
            {
              id: 'contraction',
              label: 'Contraction',
              values: list.map((m) => 0 - inRupees(m.contractionPaise)),
              tone: 'neutral',
            },
            { id: 'churn', label: 'Churn', values: list.map((m) => 0 - inRupees(m.churnPaise)), tone: 'negative' },
          ]}
          formatValue={formatRupees}
          table="beside"
        />
      </PortalSection>
      <PortalSection title="Active subscriptions by plan">
        <DataTable
          aria-label="Active subscriptions by plan"
          columns={planColumns}
          rows={plans}
          getRowId={(r) => r.plan}
          isLoading={loading}
          emptyText="No active subscriptions."
        />
      </PortalSection>
      <PortalSection title="Failed renewals">
        <Chart
          type="bar"
          title="Renewal charges that failed, and failed renewals paid later"
          categories={categories}
          series={[
            { id: 'failed', label: 'Failed', values: list.map((m) => m.failedRenewals), tone: 'negative' },
            { id: 'recovered', label: 'Recovered', values: list.map((m) => m.recoveredRenewals), tone: 'positive' },
          ]}
          formatValue={formatCount}
          table="beside"
        />
      </PortalSection>
      <PortalSection title="Refunds">
        <Chart
          type="bar"
          title="Refunded each month (GST included)"
          categories={categories}
          series={[
            { id: 'refunded', label: 'Refunded', values: list.map((m) => inRupees(m.refundedPaise)), tone: 'neutral' },
          ]}
          formatValue={formatRupees}
          table="beside"
        />
      </PortalSection>
    </PortalPage>
  );
}

export default withSecondFactor(Revenue, 'Revenue');
