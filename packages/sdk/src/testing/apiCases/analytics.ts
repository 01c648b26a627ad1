import * as analytics from '../../api/analytics';
import * as backoffice from '../../api/backoffice';
import type { Case } from './shared';

const visitorId = '4f0c2a9e-7b1d-4e3a-9c5f-1a2b3c4d5e6f';
const steps = { visits: 40, demoRequests: 6, signUps: 3, paid: 1 };

/** The first-party funnel: an event sent, and the staff's funnel read. */
export const analyticsCases: Case[] = [
  {
    name: 'analytics.sendEvent',
    run: (c) => analytics.sendEvent(c, { visitorId, kind: 'cta_press', path: '/our-plans', cta: '/schedule-demo' }),
    method: 'POST',
    path: '/api/v1/lnf/public/events',
    body: { visitorId, kind: 'cta_press', path: '/our-plans', cta: '/schedule-demo' },
    bearer: true,
    answer: new Response(null, { status: 204 }),
    expected: undefined,
  },
  {
    name: 'backoffice.funnel',
    run: (c) => backoffice.funnel(c, { weeks: 8 }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/funnel',
    query: { weeks: '8' },
    bearer: true,
    answer: {
      weeks: [{ week: '2026-W48', start: '2026-11-23', ...steps }],
      sources: [{ path: '/our-plans', ...steps }],
    },
  },
];
