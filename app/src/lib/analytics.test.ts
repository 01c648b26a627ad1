import { servicePath } from '@lnf/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  EVENTS_URL,
  forgetVisitor,
  listenForCtaPresses,
  track,
  trackSignUp,
  VISITOR_KEY,
  visitorId,
} from './analytics';

const consent = (value: '1' | '0' | null) => {
  document.cookie =
    value === null ? `${CONSENT_COOKIE}=; Max-Age=0; Path=/` : `${CONSENT_COOKIE}=${value}; Max-Age=60; Path=/`;
};
let beacon: ReturnType<typeof vi.fn>;
const sent = () => beacon.mock.calls.map(([url, body]) => [url, JSON.parse(body as string)]);

beforeEach(() => {
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  localStorage.clear();
  window.history.replaceState(null, '', '/our-plans?email=a@b.in#top');
});
afterEach(() => {
  consent(null);
  vi.restoreAllMocks();
});

describe('the funnel in the browser', () => {
  it('posts to the server route the sdk names', () => {
    expect(EVENTS_URL).toBe(servicePath('customer', 'public/events'));
  });

  it('sends nothing and stores nothing before consent, or after a reject', () => {
    track('page_view');
    consent('0');
    track('page_view');
    trackSignUp();
    expect(beacon).not.toHaveBeenCalled();
    expect(visitorId()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('after consent keeps one random visitor id and sends the page without its query string', () => {
    consent('1');
    track('page_view');
    track('cta_press', { cta: '/schedule-demo' });
    const id = localStorage.getItem(VISITOR_KEY);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent()).toEqual([
      [EVENTS_URL, { visitorId: id, kind: 'page_view', path: '/our-plans' }],
      [EVENTS_URL, { visitorId: id, kind: 'cta_press', path: '/our-plans', cta: '/schedule-demo' }],
    ]);
    forgetVisitor();
    expect(localStorage.getItem(VISITOR_KEY)).toBeNull();
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    consent('1');
    beacon.mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    track('demo_request', { path: '/schedule-demo' });
    expect(fetch).toHaveBeenCalledWith(EVENTS_URL, expect.objectContaining({ method: 'POST', keepalive: true }));
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toMatchObject({
      kind: 'demo_request',
      path: '/schedule-demo',
    });
  });

  it('counts a press on a link to a CTA page, and not on other links', () => {
    consent('1');
    listenForCtaPresses();
    document.body.innerHTML = '<a href="/schedule-demo">Book a demo</a><a href="/about">About</a>';
    const [demo, about] = [...document.querySelectorAll('a')];
    for (const a of [demo!, about!]) a.addEventListener('click', (e) => e.preventDefault());
    about!.click();
    demo!.click();
    expect(sent().map(([, body]) => [body.kind, body.cta])).toEqual([['cta_press', '/schedule-demo']]);
  });
});
