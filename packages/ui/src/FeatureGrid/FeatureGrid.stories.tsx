import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, CalendarCheck, FileText, ShieldCheck, Users, Wallet } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';

const items = [
  {
    icon: <Users />,
    title: 'Employee records',
    text: 'Profiles, documents and history for every employee, in one place.',
  },
  {
    icon: <Wallet />,
    title: 'Payroll and compliance',
    text: 'Run payroll in minutes with PF, ESI and TDS worked out for you.',
  },
  {
    icon: <CalendarCheck />,
    title: 'Leave and attendance',
    text: 'Policies per team, approvals on the go, balances always right.',
  },
  { icon: <BarChart3 />, title: 'Analytics', text: 'Headcount, attrition and cost dashboards that answer questions.' },
  { icon: <FileText />, title: 'Appraisals', text: 'Goals, reviews and feedback cycles your managers will finish.' },
  { icon: <ShieldCheck />, title: 'Secure by design', text: 'Role-based access and audit logs for every change.' },
];

const meta = {
  title: 'Patterns/FeatureGrid',
  component: FeatureGrid,
  args: {
    eyebrow: 'Why LNF',
    heading: 'Everything HR needs, nothing it does not',
    lead: 'One platform for the whole employee lifecycle.',
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
