import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { sampleReceipt } from './fixtures';
import { ReceiptLayout } from './ReceiptLayout';

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ReceiptLayout', () => {
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { media: '' });
    await page.viewport(1280, 800);
  });

  it('lays out every section it is given and formats amounts and dates', async () => {
    render(
      <ReceiptLayout
        {...sampleReceipt}
        currency="USD"
        locale="en-US"
        timeZone="UTC"
        supportEmail="help@example.com"
        header={<p>Northwind Studio Ltd</p>}
      />,
    );
    expect(screen.getByRole('article', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Northwind Studio Ltd')).toBeInTheDocument();
    expect(detail('Number')).toHaveTextContent('RCPT-2026-0417');
    expect(detail('Date')).toHaveTextContent('Nov 20, 2026');
    expect(detail('Status')).toHaveTextContent('Paid');
    expect(within(detail('Address')).getByRole('group')).toHaveTextContent(
      'Unit 4, 18 Harbour StreetWellington 6011New Zealand',
    );

    const items = screen.getByRole('table', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Item', 'SKU', 'Quantity', 'Price']);
    expect(within(items).getByRole('row', { name: /Team plan seat/ })).toHaveTextContent('TEAM-SEAT10$1,200.00');
    expect(within(items).getByRole('rowheader', { name: 'Priority support' })).toBeInTheDocument();

    expect(detail('Amount')).toHaveTextContent('$1,200.00');
    expect(detail('Starts')).toHaveTextContent('Nov 20, 2026');
    expect(detail('Ends')).toHaveTextContent('Nov 20, 2029');

    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('row', { name: /txn_3Kq81LmZ/ })).toHaveTextContent('$1,249.50USD');
    expect(detail('Total')).toHaveTextContent('$1,249.50');
    expect(screen.getByText('Thank you for your purchase!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    await expectNoAxeViolations();
  });

  it('formats in the currency, locale and time zone it is given', () => {
    render(
      <ReceiptLayout
        currency="EUR"
        locale="en-GB"
        timeZone="Pacific/Auckland"
        summary={[
          {
            title: 'Details',
            details: [
              // 23:30 UTC on 20 November is already the 21st in Auckland; a date-only value never shifts.
              { term: 'Paid at', value: { date: '2026-11-20T23:30:00Z' } },
              { term: 'Due', value: { date: '2026-11-20' } },
              { term: 'Deposit', value: { amount: '1234.5' } },
              { term: 'Fee', value: { amount: 10, currency: 'GBP' } },
            ],
          },
        ]}
      />,
    );
    expect(detail('Paid at')).toHaveTextContent('21 Nov 2026');
    expect(detail('Due')).toHaveTextContent('20 Nov 2026');
    expect(detail('Deposit')).toHaveTextContent('€1,234.50');
    expect(detail('Fee')).toHaveTextContent('£10.00');
  });

  it('defaults to US dollars in the locale of the nearest I18nProvider', () => {
    render(
      <I18nProvider locale="de-DE">
        <ReceiptLayout total={{ label: 'Summe', value: { amount: 1249.5 } }} />
      </I18nProvider>,
    );
    expect(detail('Summe').textContent).toMatch(/^1\.249,50\s\$$/);
  });

  it('copes with empty sections and missing values', async () => {
    render(
      <ReceiptLayout
        title="Payment receipt"
        headingLevel={1}
        summary={[
          { title: 'Details', details: [{ term: 'Status' }, { term: 'Address', value: { address: [null, ''] } }] },
        ]}
        sections={[
          { title: 'Items', columns: [{ name: 'Item' }], rows: [], emptyText: 'No items.' },
          { title: 'Plans', records: [] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Items' })).toBeInTheDocument();
    expect(screen.getByText('No items.')).toBeInTheDocument();
    expect(screen.getByText('None.')).toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent('—');
    expect(detail('Address')).toHaveTextContent('—');
    expect(screen.queryByText(/Questions\?/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('prints on A4 without shadows, greys or on-screen actions', async () => {
    render(<ReceiptLayout {...sampleReceipt} actions={<button type="button">Download</button>} />);
    const article = screen.getByRole('article');
    const button = screen.getByRole('button', { name: 'Download' });
    expect(getComputedStyle(article).boxShadow).not.toBe('none');
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    await waitFor(() => expect(getComputedStyle(article).boxShadow).toBe('none'));
    expect(button).not.toBeVisible();
    const term = screen.getByText('Number', { selector: 'dt' });
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
        sections={[
          {
            title: 'Payments',
            columns: [{ name: 'Transaction' }, { name: 'Amount', align: 'end' }, { name: 'Currency' }],
            rows: [['txn_' + 'X'.repeat(60), { amount: 1 }, 'USD']],
          },
        ]}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Payments' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await expectNoAxeViolations();
  });
});
