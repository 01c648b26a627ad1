import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FunnelQuery, SiteEventRequest } from './analytics';

const visitorId = '4f0c2a9e-7b1d-4e3a-9c5f-1a2b3c4d5e6f';

describe('SiteEventRequest', () => {
  it('takes a client kind, a uuid visitor and a path, and drops the query string and fragment', () => {
    expect(create({ visitorId, kind: 'page_view', path: '/our-plans?email=a@b.in#top' }, SiteEventRequest)).toEqual({
      visitorId,
      kind: 'page_view',
      path: '/our-plans',
    });
  });

  it('refuses what the funnel must not store', () => {
    const ok = { visitorId, kind: 'cta_press', path: '/', cta: '/schedule-demo' };
    expect(is(create(ok, SiteEventRequest), SiteEventRequest)).toBe(true);
    const bad = [
      { ...ok, visitorId: 'not-a-uuid' },
      { ...ok, kind: 'first_payment' },
      { ...ok, path: 'our-plans' },
      { ...ok, path: '//evil.example/x' },
      { ...ok, path: `/${'a'.repeat(300)}` },
      { ...ok, cta: 'x'.repeat(121) },
      { ...ok, ip: '203.0.113.9' },
    ];
    for (const body of bad) expect(() => create(body, SiteEventRequest), JSON.stringify(body)).toThrow();
  });
});

describe('FunnelQuery', () => {
  it('defaults to 12 weeks and takes 1 to 53', () => {
    expect(create({}, FunnelQuery)).toEqual({ weeks: 12 });
    expect(create({ weeks: '53' }, FunnelQuery)).toEqual({ weeks: 53 });
    expect(() => create({ weeks: '0' }, FunnelQuery)).toThrow();
    expect(() => create({ weeks: '54' }, FunnelQuery)).toThrow();
  });
});
