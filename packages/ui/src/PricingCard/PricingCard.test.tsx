import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { PricingCard } from './PricingCard';

describe('PricingCard', () => {
  it('shows the price in its currency and locale, without decimals', () => {
    render(
      <PricingCard
        name="Payroll"
        price={107988}
        currency="EUR"
        locale="de-DE"
        periodLabel="/ year"
        ctaLabel="Buy Now"
      />,
    );
    const card = screen.getByRole('article', { name: 'Payroll' });
    expect(card.textContent).toMatch(/107\.988\s€/);
    expect(card).toHaveTextContent('/ year');
    expect(card.textContent).not.toMatch(/,\d\d/);
  });

  it('defaults to US dollars in the locale of the nearest I18nProvider', () => {
    render(
      <I18nProvider locale="en-GB">
        <PricingCard name="Payroll" price={2999} periodLabel="/ month" ctaLabel="Buy Now" />
      </I18nProvider>,
    );
    expect(screen.getByRole('article', { name: 'Payroll' })).toHaveTextContent('US$2,999');
  });

  it('lists the allowance and the features', () => {
    render(
      <PricingCard
        name="HR Essential"
        price={2999}
        periodLabel="/ month"
        allowance="1-10 users"
        features={['Leave', 'Attendance']}
        featuresLabel="Included"
        ctaLabel="Buy Now"
      />,
    );
    expect(screen.getByText('1-10 users')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Included' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('calls onPress from the call to action, described by the plan name', async () => {
    const onPress = vi.fn();
    render(<PricingCard name="HR Essential" price={2999} periodLabel="/ month" ctaLabel="Buy Now" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Buy Now' });
    expect(button).toHaveAccessibleDescription('HR Essential');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('uses a plan name heading of the given level', () => {
    render(<PricingCard name="HR Essential" price={2999} periodLabel="/ month" ctaLabel="Buy" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'HR Essential' })).toBeInTheDocument();
  });

  it('has no axe violations, plain and featured', async () => {
    render(
      <div>
        <PricingCard name="A" price={2999} periodLabel="/ month" ctaLabel="Buy Now" features={['One']} />
        <PricingCard name="B" price={3999} periodLabel="/ month" ctaLabel="Buy Now" isFeatured badge="Most popular" />
      </div>,
    );
    await expectNoAxeViolations();
  });
});
