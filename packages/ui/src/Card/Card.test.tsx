import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Link } from '../Link/Link';
import { expectNoAxeViolations } from '../test/axe';
import { Card } from './Card';

describe('Card', () => {
  it('renders the chosen element with its content', () => {
    render(
      <Card as="article" aria-label="Plan">
        Content
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Plan' })).toHaveTextContent('Content');
  });

  it('renders list items inside a list', () => {
    render(
      <ul>
        <Card as="li">One</Card>
        <Card as="li">Two</Card>
      </ul>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('rings an interactive card when its link has keyboard focus', async () => {
    render(
      <Card as="article" isInteractive aria-label="Product">
        <Link href="#x">LNF Books</Link>
      </Card>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'LNF Books' })).toHaveFocus();
    expect(getComputedStyle(screen.getByRole('article')).outlineStyle).toBe('solid');
  });

  it('has no axe violations in every variant', async () => {
    render(
      <div>
        <Card variant="outlined">Outlined</Card>
        <Card variant="elevated">Elevated</Card>
        <Card variant="subtle">Subtle</Card>
      </div>,
    );
    await expectNoAxeViolations();
  });
});
