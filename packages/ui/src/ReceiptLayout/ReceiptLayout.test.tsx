import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { sampleOrder } from './fixtures';
import { formatINR, ReceiptLayout } from './ReceiptLayout';

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ReceiptLayout', () => {
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { media: '' });
    await page.viewport(1280, 800);
  });

  it('shows every field of the order', async () => {
    render(<ReceiptLayout order={sampleOrder} supportEmail="support@lnf.example" header={<p>LNF Technologies Pvt Ltd</p>} />);
    expect(screen.getByRole('article', { name: 'Order Receipt' })).toBeInTheDocument();
    expect(screen.getByText('LNF Technologies Pvt Ltd')).toBeInTheDocument();
    expect(detail('Reference')).toHaveTextContent('LNF-ORD-104213');
    expect(detail('Date ordered')).toHaveTextContent('20 Nov 2026');
    expect(detail('Status')).toHaveTextContent('PAID');
    expect(detail('Email')).toHaveTextContent('asha.rao@example.in');
    expect(detail('Mobile')).toHaveTextContent('+91 98480 22334');
    expect(detail('Billing address')).toHaveTextContent('Hyderabad');
    expect(detail('Billing address')).toHaveTextContent('Telangana 500081');

    const items = screen.getByRole('table', { name: 'Line items' });
    expect(within(items).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Product Name',
      'Product Code',
      'Quantity',
      'Price (INR)',
    ]);
    expect(within(items).getByRole('row', { name: /HR Professional/ })).toHaveTextContent('hr_professional10₹39,990.00');

    expect(detail('Plan ID')).toHaveTextContent('plan_hr_professional_annual');
    expect(detail('Amount (INR)')).toHaveTextContent('₹2,99,900.00');
    expect(detail('Period')).toHaveTextContent('Yearly');
    expect(detail('Interval (months)')).toHaveTextContent('12');
    expect(detail('Total count')).toHaveTextContent('3');
    expect(detail('Start date')).toHaveTextContent('20 Nov 2025');
    expect(detail('Expire by')).toHaveTextContent('20 Nov 2028');

    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('row', { name: /pay_Nx81Kq2LmZ/ })).toHaveTextContent('₹3,53,882.00INR');
    expect(detail('Total price (INR)')).toHaveTextContent('₹3,53,882.00');
    expect(screen.getByText('Thank you for your order!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@lnf.example' })).toHaveAttribute('href', 'mailto:support@lnf.example');
    await expectNoAxeViolations();
  });

  it('formats INR with Indian grouping', () => {
    expect(formatINR(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatINR('2999')).toBe('₹2,999.00');
    expect(formatINR(undefined)).toBe('');
  });

  it('copes with a sparse order', async () => {
    render(<ReceiptLayout order={{ reference: 'R-1', billingAddress: 'Plot 1, Hyderabad' }} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Receipt' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.getByText('No line items.')).toBeInTheDocument();
    expect(screen.getByText('No subscriptions.')).toBeInTheDocument();
    expect(screen.getByText('No payments recorded.')).toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent('—');
    expect(detail('Billing address')).toHaveTextContent('Plot 1Hyderabad');
    await expectNoAxeViolations();
  });

  it('prints on A4 without shadows, greys or on-screen actions', async () => {
    render(<ReceiptLayout order={sampleOrder} actions={<button type="button">Download</button>} />);
    const article = screen.getByRole('article');
    const button = screen.getByRole('button', { name: 'Download' });
    expect(getComputedStyle(article).boxShadow).not.toBe('none');
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    await waitFor(() => expect(getComputedStyle(article).boxShadow).toBe('none'));
    expect(button).not.toBeVisible();
    const term = screen.getByText('Reference', { selector: 'dt' });
    expect(getComputedStyle(term).color).toBe(getComputedStyle(article).color);
    const pageRule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule): rule is CSSPageRule => rule instanceof CSSPageRule);
    expect(pageRule?.style.getPropertyValue('size')).toMatch(/^a4$/i);
    expect(pageRule?.style.getPropertyValue('margin')).toBe('15mm');
  });

  it('lets a wide table scroll in a labelled region on a phone', async () => {
    await page.viewport(320, 700);
    render(
      <ReceiptLayout
        order={{ ...sampleOrder, payments: [{ transactionId: 'pay_' + 'X'.repeat(60), amount: 1, currency: 'INR' }] }}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Payments' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await expectNoAxeViolations();
  });
});
