import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, CalendarCheck, FileText, ShieldCheck, Users, Wallet } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';

const items = [
  {
    icon: <Users />,
    title: 'Shared workspaces',
    text: 'Projects, files and history for every team, in one place.',
  },
  {
    icon: <Wallet />,
    title: 'Billing and invoices',
    text: 'Send invoices in minutes with taxes and currencies worked out for you.',
  },
  {
    icon: <CalendarCheck />,
    title: 'Schedules and deadlines',
    text: 'Calendars per team, approvals on the go, dates always right.',
  },
  { icon: <BarChart3 />, title: 'Analytics', text: 'Progress, workload and cost dashboards that answer questions.' },
  { icon: <FileText />, title: 'Documents', text: 'Drafts, reviews and sign-offs your managers will finish.' },
  { icon: <ShieldCheck />, title: 'Secure by design', text: 'Role-based access and audit logs for every change.' },
];

const meta = {
  title: 'Patterns/FeatureGrid',
  component: FeatureGrid,
  args: {
    eyebrow: 'Why Acme',
    heading: 'Everything your team needs, nothing it does not',
    lead: 'One workspace for the whole business.',
    items,
    columns: 3,
    headingLevel: 2,
  },
  argTypes: {
    columns: { control: 'inline-radio', options: [2, 3, 4] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    items: { control: false },
    heading: { control: 'text' },
    lead: { control: 'text' },
    eyebrow: { control: 'text' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A marketing section that presents features as a grid of icon, title and short text.',
          '',
          '**Do**',
          '',
          '- Keep each feature to a short title and one or two sentences.',
          '- Use a `columns` count that divides the number of items evenly.',
          '- Set `headingLevel` to fit the page outline.',
          '',
          "**Don't**",
          '',
          "- Don't use it for more than about eight features.",
          "- Don't put long paragraphs or actions in the items.",
          "- Don't mix icon styles in one grid.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(items.length);
  },
};

export const TwoColumns: Story = { args: { columns: 2, items: items.slice(0, 4) } };

export const FourColumns: Story = { args: { columns: 4, items: items.slice(0, 4) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
