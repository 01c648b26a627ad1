import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function Harness(props: Partial<TabsProps>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Plans">
        <Tab id="monthly">Monthly</Tab>
        <Tab id="quarterly">Quarterly</Tab>
        <Tab id="yearly">Yearly</Tab>
      </TabList>
      <TabPanel id="monthly">Monthly plans</TabPanel>
      <TabPanel id="quarterly">Quarterly plans</TabPanel>
      <TabPanel id="yearly">Yearly plans</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab', async () => {
    const onSelectionChange = vi.fn();
    render(<Harness onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Monthly plans');
    await userEvent.click(screen.getByRole('tab', { name: 'Yearly' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Yearly plans');
    expect(onSelectionChange).toHaveBeenLastCalledWith('yearly');
  });

  it('moves between tabs with arrow keys and shows a focus ring', async () => {
    render(<Harness />);
    await userEvent.tab();
    const first = screen.getByRole('tab', { name: 'Monthly' });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Quarterly' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(getComputedStyle(second).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('skips disabled tabs', async () => {
    render(<Harness disabledKeys={['quarterly']} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Yearly' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    render(<Harness />);
    await expectNoAxeViolations();
  });
});
