import { useState } from 'react';
import type { FunnelSource } from '@lnf/sdk';
import { Chart, DataTable, NativeSelect, Stat, type DataTableColumn } from '@lnf/ui';
import { useFunnel } from '../../data/backofficeFunnel';
import { PortalPage, PortalSection } from '../portal/shared/PortalPage';
import { withSecondFactor } from '../portal/shared/SecondFactorGate';
import styles from './Backoffice.module.css';

const PERIODS = [
  { id: '4', label: 'Last 4 weeks' },
  { id: '12', label: 'Last 12 weeks' },
  { id: '26', label: 'Last 26 weeks' },
  { id: '52', label: 'Last 52 weeks' },
];

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '23 Nov' for a week starting 2026-11-23: a week's Monday, the way staff read a calendar. */
const weekLabel = (start: string) => dayMonth.format(new Date(`${start}T00:00:00Z`));
const count = new Intl.NumberFormat('en-IN');
const formatCount = (n: number) => count.format(n);
const rate = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
/** The share of visits that reached a step; a dash without visits. */
const share = (n: number, visits: number) => (visits > 0 ? rate.format(n / visits) : '–');

const sourceColumns: DataTableColumn<FunnelSource>[] = [
  { id: 'path', name: 'Landing page', isRowHeader: true, render: (r) => r.path },
  { id: 'visits', name: 'Visits', align: 'end', render: (r) => formatCount(r.visits) },
  { id: 'demoRequests', name: 'Demo requests', align: 'end', render: (r) => formatCount(r.demoRequests) },
  { id: 'signUps', name: 'Sign-ups', align: 'end', render: (r) => formatCount(r.signUps) },
  { id: 'paid', name: 'Paid', align: 'end', render: (r) => formatCount(r.paid) },
  { id: 'conversion', name: 'Visit to paid', align: 'end', render: (r) => share(r.paid, r.visits) },
];

/**
 * The first-party funnel (staff): visitors who viewed a page, then requested a demo, signed up and
 * paid, by ISO week in India's time and by the page their first visit landed on. Only visitors
 * who accepted analytics cookies are counted.
 */
function Funnel() {
  const [weeks, setWeeks] = useState(12);
  const funnel = useFunnel(weeks);
  const list = funnel.data?.weeks ?? [];
  const current = list.at(-1);
  const previous = list.at(-2);
  const loading = funnel.isLoading;
  const categories = list.map((w) => weekLabel(w.start));

  return (
    <PortalPage
      eyebrow="Back-office"
      title="Funnel"
      lead="Visits, demo requests, sign-ups and first payments by week (Monday to Sunday, India’s time) and by landing page. Only visitors who accepted analytics cookies are counted."
      actions={
        <NativeSelect
          label="Period"
          items={PERIODS}
          value={String(weeks)}
          onChange={(period) => period && setWeeks(Number(period))}
        />
      }
    >
      <div className={styles.Stats}>
        <Stat
          label="Visits this week"
          value={current?.visits ?? null}
          previousValue={previous?.visits ?? null}
          changeFormat="absolute"
          comparison="from last week"
          isLoading={loading}
          locale="en-IN"
        />
        <Stat
          label="Demo requests this week"
          value={current?.demoRequests ?? null}
          isLoading={loading}
          locale="en-IN"
        />
        <Stat label="Sign-ups this week" value={current?.signUps ?? null} isLoading={loading} locale="en-IN" />
        <Stat label="Paid this week" value={current?.paid ?? null} isLoading={loading} locale="en-IN" />
      </div>
      <PortalSection title="Visits by week">
        <Chart
          type="bar"
          title="Visitors who viewed a page, by week"
          categories={categories}
          series={[{ id: 'visits', label: 'Visits', values: list.map((w) => w.visits), tone: 'neutral' }]}
          formatValue={formatCount}
          table="beside"
        />
      </PortalSection>
      <PortalSection title="Steps by week">
        <Chart
          type="bar"
          title="Demo requests, sign-ups and first payments, by week"
          description="Each step counts only visitors who also viewed a page that week."
          categories={categories}
          series={[
            { id: 'demoRequests', label: 'Demo requests', values: list.map((w) => w.demoRequests), tone: 'brand' },
            { id: 'signUps', label: 'Sign-ups', values: list.map((w) => w.signUps), tone: 'neutral' },
            { id: 'paid', label: 'Paid', values: list.map((w) => w.paid), tone: 'positive' },
          ]}
          formatValue={formatCount}
          table="beside"
        />
      </PortalSection>
      <PortalSection title="By landing page">
        <DataTable
          aria-label="Funnel by landing page"
          columns={sourceColumns}
          rows={funnel.data?.sources ?? []}
          getRowId={(r) => r.path}
          isLoading={loading}
          emptyText="No visits in this period."
        />
      </PortalSection>
    </PortalPage>
  );
}

export default withSecondFactor(Funnel, 'Funnel');
