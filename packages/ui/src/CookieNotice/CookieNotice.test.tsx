import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { CookieNotice } from './CookieNotice';

const text = 'This website uses cookies to ensure you get the best experience on our website.';

function clear(name = 'lnf-cookie-consent') {
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}

beforeEach(() => clear());
afterEach(() => clear());

describe('CookieNotice', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<CookieNotice aria-label="Cookie notice">{text}</CookieNotice>)).toBe('');
  });

  it('shows a labelled region with the text and the button, without taking focus', async () => {
    render(<CookieNotice aria-label="Cookie notice">{text}</CookieNotice>);
    const region = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(region).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Got it!' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
  });

  it('writes the cookie for 365 days and hides on Got it!', async () => {
    const onAccept = vi.fn();
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    render(
      <CookieNotice aria-label="Cookie notice" onAccept={onAccept}>
        {text}
      </CookieNotice>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Got it!' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith(
      expect.stringMatching(/^lnf-cookie-consent=1; Max-Age=31536000; Path=\/; SameSite=Lax/),
    );
    set.mockRestore();
    expect(document.cookie).toContain('lnf-cookie-consent=1');
  });

  it('stays hidden when the cookie exists', async () => {
    document.cookie = 'lnf-cookie-consent=1; Max-Age=60; Path=/';
    render(<CookieNotice aria-label="Cookie notice">{text}</CookieNotice>);
    // render() has run the effect that reads the cookie; a notice would be there by now.
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('takes its cookie name and button label from props', async () => {
    render(
      <CookieNotice aria-label="Cookies" cookieName="other-consent" acceptLabel="OK">
        {text}
      </CookieNotice>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(document.cookie).toContain('other-consent=1');
    clear('other-consent');
  });

  it('has accept only unless given a secondary action', async () => {
    render(<CookieNotice aria-label="Cookie notice">{text}</CookieNotice>);
    const region = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Got it!']);
  });

  it('rejects by keyboard: remembers 0, hides, and calls onPress but not onAccept', async () => {
    const onAccept = vi.fn();
    const onPress = vi.fn();
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    render(
      <CookieNotice aria-label="Cookie notice" onAccept={onAccept} secondaryAction={{ label: 'Reject', onPress }}>
        {text}
      </CookieNotice>,
    );
    const region = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reject', 'Got it!']);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(set).toHaveBeenCalledWith(
      expect.stringMatching(/^lnf-cookie-consent=0; Max-Age=31536000; Path=\/; SameSite=Lax/),
    );
    set.mockRestore();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
    // A refusal is remembered too: the notice does not come back.
    render(<CookieNotice aria-label="Again">{text}</CookieNotice>);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Again' })).not.toBeInTheDocument();
  });

  it('draws reject quieter than accept by default, and alike with equalWeight', async () => {
    const looks = async (name: string) => {
      const region = await screen.findByRole('region', { name });
      return within(region)
        .getAllByRole('button')
        .map((b) => {
          const style = getComputedStyle(b);
          return [b.dataset.variant, b.dataset.size, style.backgroundColor, style.fontWeight, b.offsetHeight];
        });
    };
    const { unmount } = render(
      <CookieNotice aria-label="Quiet" secondaryAction={{ label: 'Reject', kind: 'reject' }}>
        {text}
      </CookieNotice>,
    );
    const [quiet, loud] = await looks('Quiet');
    expect(quiet![0]).toBe('secondary');
    expect(quiet![2]).not.toBe(loud![2]);
    unmount();
    render(
      <CookieNotice aria-label="Equal" equalWeight secondaryAction={{ label: 'Reject', kind: 'reject' }}>
        {text}
      </CookieNotice>,
    );
    const [reject, accept] = await looks('Equal');
    expect(reject).toEqual(accept);
    await expectNoAxeViolations();
  });

  it('a settings action leaves the notice and the cookie to the app', async () => {
    const onPress = vi.fn();
    render(
      <CookieNotice
        aria-label="Cookie notice"
        secondaryAction={{ label: 'Cookie settings', kind: 'settings', onPress }}
      >
        {text}
      </CookieNotice>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('lnf-cookie-consent');
    await expectNoAxeViolations();
  });

  it('has no axe violations', async () => {
    render(<CookieNotice aria-label="Cookie notice">{text}</CookieNotice>);
    await screen.findByRole('region');
    await expectNoAxeViolations();
  });
});
