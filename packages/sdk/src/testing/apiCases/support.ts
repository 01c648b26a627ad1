import * as support from '../../api/support';
import { sampleReply, sampleTicket } from '../fake';
import type { Case } from './shared';

/** The support conversation: replies, the staff's workflow and queue. */
export const supportCases: Case[] = [
  {
    name: 'support.replies',
    run: (c) => support.replies(c, 'ref 1'),
    method: 'GET',
    path: '/api/v1/lnf/portal/support/ticket/ref%201/replies',
    bearer: true,
    answer: [sampleReply],
  },
  {
    name: 'support.reply',
    run: (c) => support.reply(c, 'ref-1', { body: 'Still failing', internal: false }),
    method: 'POST',
    path: '/api/v1/lnf/portal/support/ticket/ref-1/replies',
    body: { body: 'Still failing', internal: false },
    bearer: true,
    answer: sampleReply,
  },
  {
    name: 'support.updateWorkflow',
    run: (c) => support.updateWorkflow(c, 'ref-1', { status: 'In Progress', assignee: null }),
    method: 'PATCH',
    path: '/api/v1/lnf/portal/support/ticket/ref-1/workflow',
    body: { status: 'In Progress', assignee: null },
    bearer: true,
    answer: { ...sampleTicket, status: 'In Progress' },
  },
  {
    name: 'support.queue',
    run: (c) => support.queue(c, { limit: 20, offset: 40 }),
    method: 'GET',
    path: '/api/v1/lnf/portal/support/queue',
    query: { limit: '20', offset: '40' },
    bearer: true,
    answer: {
      items: [
        {
          ticket: sampleTicket,
          firstResponseDue: '2026-01-01T12:30:00.000Z',
          firstStaffReplyAt: null,
          breached: true,
        },
      ],
      total: 41,
      limit: 20,
      offset: 40,
    },
  },
];
