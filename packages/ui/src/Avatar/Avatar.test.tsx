import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Avatar } from './Avatar';

/** A picture that loads without the network, and one that never decodes. */
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#8fb3d9"/></svg>',
  );
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

describe('Avatar', () => {
  it('shows the picture with the name as its alternative text', async () => {
    render(<Avatar name="Ada Lovelace" src={picture} />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img.localName).toBe('img');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBe(64));
    await expectNoAxeViolations();
  });

  it('takes alt for a fuller description', () => {
    render(<Avatar name="Ada Lovelace" alt="Ada Lovelace, smiling" src={picture} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace, smiling' })).toBeInTheDocument();
  });

  it('falls back to initials when the picture fails to load', async () => {
    render(<Avatar name="Ada King Lovelace" src={broken} />);
    await waitFor(() => expect(document.querySelector('img')).toBeNull());
    const fallback = screen.getByRole('img', { name: 'Ada King Lovelace' });
    expect(fallback).toHaveTextContent('AL');
    await expectNoAxeViolations();
  });

  it('shows initials without a picture: one word gives one letter, case and emoji safe', () => {
    const { rerender } = render(<Avatar name="grace hopper" />);
    expect(screen.getByRole('img', { name: 'grace hopper' })).toHaveTextContent('GH');
    rerender(<Avatar name="  Ada  " />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveTextContent(/^A$/);
    rerender(<Avatar name="Émile Zola" />);
    expect(screen.getByRole('img', { name: 'Émile Zola' })).toHaveTextContent('ÉZ');
  });

  it('shows a generic figure when the name gives no initials', () => {
    render(<Avatar name="" alt="Unknown user" />);
    const fallback = screen.getByRole('img', { name: 'Unknown user' });
    expect(fallback.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is hidden from assistive technology when decorative', async () => {
    const { rerender } = render(
      <p>
        <Avatar name="Ada Lovelace" src={picture} isDecorative /> Ada Lovelace
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
    rerender(
      <p>
        <Avatar name="Ada Lovelace" isDecorative /> Ada Lovelace
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('comes in four sizes', () => {
    render(
      <>
        {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Avatar key={size} name={`Size ${size}`} size={size} />
        ))}
      </>,
    );
    const widths = (['sm', 'md', 'lg', 'xl'] as const).map(
      (size) => screen.getByRole('img', { name: `Size ${size}` }).getBoundingClientRect().width,
    );
    expect(widths).toEqual([24, 32, 40, 64]);
  });
});
