import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion';

function Harness(props: Partial<AccordionProps>) {
  return (
    <Accordion {...props}>
      <AccordionItem id="shipping" title="Delivery times">
        Most parcels arrive within three working days.
      </AccordionItem>
      <AccordionItem id="returns" title="Returns">
        Unused items can be returned within thirty days.
      </AccordionItem>
      <AccordionItem id="archive" title="Archived" isDisabled>
        Nothing here.
      </AccordionItem>
    </Accordion>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('renders each item as a heading holding a button that controls its panel', async () => {
    render(<Harness />);
    const heading = screen.getByRole('heading', { name: 'Delivery times', level: 3 });
    expect(heading).toContainElement(button('Delivery times'));
    expect(button('Delivery times')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Most parcels arrive within three working days.')).not.toBeVisible();
    await expectNoAxeViolations();

    await userEvent.click(button('Delivery times'));
    expect(button('Delivery times')).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByText('Most parcels arrive within three working days.');
    await waitFor(() => expect(panel).toBeVisible());
    expect(button('Delivery times')).toHaveAttribute('aria-controls', panel.parentElement?.id);
    await expectNoAxeViolations();
  });

  it('opens one item at a time by default, several with allowsMultipleExpanded', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.click(button('Delivery times'));
    await userEvent.click(button('Returns'));
    expect(button('Returns')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Delivery times')).toHaveAttribute('aria-expanded', 'false');
    unmount();

    render(<Harness allowsMultipleExpanded />);
    await userEvent.click(button('Delivery times'));
    await userEvent.click(button('Returns'));
    expect(button('Returns')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Delivery times')).toHaveAttribute('aria-expanded', 'true');
  });

  it('is keyboard operable, with a visible focus ring, and skips a disabled item', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(button('Delivery times')).toHaveFocus();
    expect(getComputedStyle(button('Delivery times')).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{Enter}');
    expect(button('Delivery times')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(button('Returns')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(button('Returns')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(button('Archived')).not.toHaveFocus();
    expect(button('Archived')).toBeDisabled();
  });

  it('works controlled with expandedKeys and onExpandedChange, and uncontrolled with defaultExpandedKeys', async () => {
    function Controlled() {
      const [keys, setKeys] = useState<Set<Key>>(new Set(['returns']));
      return (
        <>
          <output>{[...keys].join(',') || 'none'}</output>
          <Harness expandedKeys={keys} onExpandedChange={setKeys} />
        </>
      );
    }
    const { unmount } = render(<Controlled />);
    expect(button('Returns')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button('Returns'));
    expect(await screen.findByText('none')).toBeInTheDocument();
    await userEvent.click(button('Delivery times'));
    expect(await screen.findByText('shipping')).toBeInTheDocument();
    unmount();

    render(<Harness defaultExpandedKeys={['shipping']} />);
    expect(button('Delivery times')).toHaveAttribute('aria-expanded', 'true');
  });

  it('takes its heading level from headingLevel, per item too', () => {
    render(
      <Accordion headingLevel={2}>
        <AccordionItem id="a" title="First">
          One
        </AccordionItem>
        <AccordionItem id="b" title="Second" headingLevel={4}>
          Two
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { name: 'First', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Second', level: 4 })).toBeInTheDocument();
  });
});
