import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, SWRConfig } from 'swr';
import { ApiError, type Lead, type LeadNote } from '@lnf/sdk';
import { can, SUPPORT_GROUP } from '@lnf/sdk/domain';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  update: vi.fn(),
  notes: vi.fn(),
  addNote: vi.fn(),
  exportCsv: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));

const ME = 'sam@lnf.example';

vi.mock('../../lib/api', () => ({ client: {} }));
// A support member: may read and note leads, may not list the staff.
vi.mock('../../state/auth', () => ({
  useAuth: () => ({
    user: { id: 'staff-1', email: ME },
    can: (permission: Parameters<typeof can>[1]) => can({ groups: [SUPPORT_GROUP] }, permission),
  }),
}));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  const { list, update, notes, addNote, exportCsv } = api;
  return {
    ...sdk,
    backofficeLeads: { list, update, notes, addNote, exportCsv },
    // Staff with a second factor: the page itself opens (shared/SecondFactorGate).
    secondFactor: {
      ...sdk.secondFactor,
      status: async () => ({ totp: { enabled: true, confirmedAt: null }, recoveryCodesLeft: 10, required: true }),
    },
  };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, success: api.toastSuccess, error: api.toastError } };
});

const { default: Leads } = await import('./Leads');

const lead = (n: number, extra: Partial<Lead> = {}): Lead => ({
  kind: n % 2 ? 'contact' : 'inquiry',
  reference: `L-${n}`,
  name: `Bala${n} Iyer`,
  email: `bala${n}@firm.example`,
  phone: '+919900000000',
  company: '',
  message: `Call me about ${n}`,
  createdAt: `2026-11-0${n}T09:00:00.000Z`,
  status: 'new',
  owner: null,
  notes: 0,
  ...extra,
});

/**
 * The server's side of the inbox as its contract says (server test backoffice-leads.test.ts):
 * the owner filter matches the email whatever its case, a note counts on its lead, and a note
 * over 2000 characters is refused with the server's sentence.
 */
let leads: Lead[];
let notes: LeadNote[];
const TOO_LONG = "'body' must be at most 2000 characters";
beforeEach(() => {
  leads = [lead(1), lead(2, { owner: 'meera@lnf.example' }), lead(3)];
  notes = [];
  api.list.mockImplementation(async (_client: unknown, q: { owner?: string }) => ({
    results: leads.filter((l) => !q.owner || l.owner === q.owner.toLowerCase()).map((l) => ({ ...l })),
    next: null,
  }));
  api.update.mockImplementation(
    async (_c: unknown, kind: string, reference: string, body: { owner?: string | null }) => {
      const l = leads.find((x) => x.kind === kind && x.reference === reference)!;
      if (body.owner !== undefined) l.owner = body.owner?.toLowerCase() ?? null;
      return { ...l };
    },
  );
  api.notes.mockImplementation(async (_c: unknown, kind: string, reference: string) => ({
    notes: notes.filter((n) => n.kind === kind && n.reference === reference),
  }));
  api.addNote.mockImplementation(async (_c: unknown, kind: Lead['kind'], reference: string, body: string) => {
    if (body.length > 2000) throw new ApiError('backofficeLeads.addNote', 400, TOO_LONG);
    const note = { id: `n${notes.length + 1}`, kind, reference, author: ME, body, createdAt: new Date().toISOString() };
    notes.push(note);
    leads.find((x) => x.kind === kind && x.reference === reference)!.notes++;
    return note;
  });
});

async function show() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <main>
        <Leads />
      </main>
    </SWRConfig>,
  );
  const table = await screen.findByRole('table', { name: 'Leads' });
  await within(table).findByRole('rowheader', { name: 'Bala1 Iyer' });
  return table;
}

/** The owner filter: the browser's own select. */
const ownerFilter = () => screen.getByRole('combobox', { name: 'Owner' });

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;

/** axe on the page; colour contrast needs a real layout, which the e2e test checks. */
async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('Leads', () => {
  afterEach(async () => {
    cleanup();
    await Promise.allSettled(Object.values(api).flatMap((fn) => fn.mock.results.map((r) => r.value)));
    vi.clearAllMocks();
    await mutate(() => true, undefined, { revalidate: false });
  });

  it('assigns a lead to me, shows me as its owner, and the Mine filter finds it', async () => {
    const user = userEvent.setup();
    const table = await show();
    expect(within(rowOf(table, 'Bala1 Iyer')).getByText('Nobody')).toBeTruthy();
    expect(within(rowOf(table, 'Bala2 Iyer')).getByText('meera@lnf.example')).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(within(rowOf(table, 'Bala1 Iyer')).getByRole('button', { name: 'Assign to me: Bala1 Iyer' }));
    await waitFor(() => expect(within(rowOf(table, 'Bala1 Iyer')).getByText(ME)).toBeTruthy());
    expect(api.update).toHaveBeenCalledWith({}, 'contact', 'L-1', { owner: ME });
    expect(api.toastSuccess).toHaveBeenCalledWith('Bala1 Iyer is assigned to you');
    expect(within(rowOf(table, 'Bala1 Iyer')).getByRole('button', { name: 'Unassign: Bala1 Iyer' })).toBeTruthy();

    // The owner filter.
    expect(ownerFilter()).toHaveProperty('value', 'all');
    await user.selectOptions(ownerFilter(), 'Mine');
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    await waitFor(() => expect(names()).toEqual(['Bala1 Iyer']));
    expect(api.list).toHaveBeenLastCalledWith({}, expect.objectContaining({ owner: ME }));
    expect(screen.getByText('Owner: Mine')).toBeTruthy();
    await expectNoAxeViolations();

    // Unassigned, it leaves my leads.
    await user.click(within(table).getByRole('button', { name: 'Unassign: Bala1 Iyer' }));
    expect(await screen.findByText('No leads match these filters.')).toBeTruthy();
    expect(api.update).toHaveBeenLastCalledWith({}, 'contact', 'L-1', { owner: null });

    // Anyone's leads again.
    await user.selectOptions(ownerFilter(), 'Anyone');
    await waitFor(() => expect(names()).toEqual(['Bala1 Iyer', 'Bala2 Iyer', 'Bala3 Iyer']));
    await waitFor(() => expect(within(rowOf(table, 'Bala1 Iyer')).getByText('Nobody')).toBeTruthy());
    expect(screen.queryByText('Owner: Mine')).toBeNull();
  });

  it('filters by status and kind, and sets a lead’s status in its row', async () => {
    const user = userEvent.setup();
    leads = [lead(1), lead(2, { status: 'won' }), lead(3)];
    api.list.mockImplementation(async (_client: unknown, q: { status?: string; kind?: string }) => ({
      results: leads
        .filter((l) => (!q.status || l.status === q.status) && (!q.kind || l.kind === q.kind))
        .map((l) => ({ ...l })),
      next: null,
    }));
    api.update.mockImplementation(async (_c: unknown, kind: string, reference: string, body: { status?: string }) => {
      const l = leads.find((x) => x.kind === kind && x.reference === reference)!;
      if (body.status) l.status = body.status as Lead['status'];
      return { ...l };
    });
    const table = await show();
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'New', 'Contacted', 'Qualified', 'Won', 'Lost']);
    await user.selectOptions(status, 'Won');
    await waitFor(() => expect(names()).toEqual(['Bala2 Iyer']));
    expect(api.list).toHaveBeenLastCalledWith({}, expect.objectContaining({ status: 'won' }));
    expect(screen.getByText('Status: Won')).toBeTruthy();
    await user.selectOptions(status, 'All statuses');
    await waitFor(() => expect(names()).toEqual(['Bala1 Iyer', 'Bala2 Iyer', 'Bala3 Iyer']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Demo request');
    await waitFor(() => expect(names()).toEqual(['Bala2 Iyer']));
    expect(api.list).toHaveBeenLastCalledWith({}, expect.objectContaining({ kind: 'inquiry' }));
    // Taking the tag off sets the select back to every kind.
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(names()).toEqual(['Bala1 Iyer', 'Bala2 Iyer', 'Bala3 Iyer']));
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveProperty('value', 'all');

    // A lead's status, in its row.
    const cell = within(rowOf(table, 'Bala3 Iyer')).getByRole('combobox', { name: 'Status of Bala3 Iyer' });
    expect(cell).toHaveProperty('value', 'new');
    await user.selectOptions(cell, 'Qualified');
    await waitFor(() => expect(api.update).toHaveBeenCalledWith({}, 'contact', 'L-3', { status: 'qualified' }));
    await waitFor(() =>
      expect(within(rowOf(table, 'Bala3 Iyer')).getByRole('combobox', { name: 'Status of Bala3 Iyer' })).toHaveProperty(
        'value',
        'qualified',
      ),
    );
    await expectNoAxeViolations();
  });

  it('shows a demo request’s booked slot in IST, and a cancelled one as cancelled', async () => {
    leads = [
      lead(1),
      lead(2, { booking: { startsAt: '2026-12-03T04:30:00.000Z', status: 'BOOKED' } }),
      lead(4, { booking: { startsAt: '2026-12-04T10:00:00.000Z', status: 'CANCELLED' } }),
    ];
    const table = await show();
    expect(within(table).getByRole('columnheader', { name: 'Demo booked' })).toBeTruthy();
    await within(table).findByRole('rowheader', { name: 'Bala2 Iyer' });
    const booked = rowOf(table, 'Bala2 Iyer');
    expect(within(booked).getByText('Thu, 3 Dec, 10:00 am IST')).toBeTruthy();
    expect(within(booked).queryByText('Cancelled')).toBeNull();
    const cancelled = rowOf(table, 'Bala4 Iyer');
    expect(within(cancelled).getByText('Fri, 4 Dec, 3:30 pm IST')).toBeTruthy();
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(rowOf(table, 'Bala1 Iyer')).queryByText(/IST$/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('adds a note in the notes drawer by keyboard; it appears there and in the count', async () => {
    const user = userEvent.setup();
    const table = await show();
    const open = within(rowOf(table, 'Bala2 Iyer')).getByRole('button', { name: 'Notes (0): Bala2 Iyer' });
    open.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Notes on Bala2 Iyer' });
    expect(await within(drawer).findByText('No notes yet.')).toBeTruthy();
    await expectNoAxeViolations();

    // Nothing written: the field says so and the server is not asked.
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Write the note first')).toBeTruthy();
    expect(api.addNote).not.toHaveBeenCalled();

    const field = within(drawer).getByRole('textbox', { name: 'Note' });
    await user.type(field, 'Called, <b>wants</b> a demo on Friday');
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    const timeline = await within(drawer).findByRole('list', { name: 'Notes on Bala2 Iyer' });
    // Plain text: the markup is shown as written, never parsed.
    expect(within(timeline).getByText('Called, <b>wants</b> a demo on Friday')).toBeTruthy();
    expect(within(timeline).getByText(ME)).toBeTruthy();
    expect(within(drawer).getByRole('status').textContent).toBe('Note added.');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(api.addNote).toHaveBeenCalledWith({}, 'inquiry', 'L-2', 'Called, <b>wants</b> a demo on Friday');
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Notes (1): Bala2 Iyer', hidden: true })).toBeTruthy(),
    );
    await expectNoAxeViolations();

    // A refusal shows the server's sentence in the drawer; nothing is added.
    await user.click(field);
    await user.paste('x'.repeat(2001));
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText(TOO_LONG)).toBeTruthy();
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);

    // Escape closes it and gives focus back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(rowOf(table, 'Bala2 Iyer')).getByRole('button', { name: 'Notes (1): Bala2 Iyer' }),
      ),
    );
  });
});
