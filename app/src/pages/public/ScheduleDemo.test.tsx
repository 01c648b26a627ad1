import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@lnf/ui';
import { ApiError, TIMINGS } from '@lnf/sdk';
import { scheduleDemo as copy } from '../../content/schedule-demo';

const api = vi.hoisted(() => ({
  submitInquiry: vi.fn(),
  slots: vi.fn(),
  localCaptchaToken: vi.fn(),
  verify: vi.fn(),
}));

vi.mock('../../lib/api', () => ({ client: {} }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    customer: { ...sdk.customer, submitInquiry: api.submitInquiry },
    dev: { ...sdk.dev, localCaptchaToken: api.localCaptchaToken },
    captcha: { ...sdk.captcha, verify: api.verify },
    demo: { ...sdk.demo, slots: api.slots },
  };
});

const { default: ScheduleDemo } = await import('./ScheduleDemo');

/** Lets pending promises (the mocked calls) settle under fake timers. */
const settle = () => act(async () => void (await Promise.resolve()));

async function fillAndSubmit() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  type(copy.labels.firstName, 'Ravi');
  type(copy.labels.lastName, 'Kumar');
  type(copy.labels.businessName, 'Kumar Textiles');
  type(copy.labels.email, 'ravi@example.com');
  type(copy.labels.mobile, '9876543210');
  type(copy.labels.description, 'Payroll for 120 people across two plants.');
  fireEvent.click(screen.getByRole('checkbox', { name: copy.labels.captcha }));
  for (let i = 0; i < 5; i++) await settle();
  fireEvent.click(screen.getByRole('button', { name: copy.buttons.idle }));
  for (let i = 0; i < 5; i++) await settle();
}

describe('schedule demo: the 1 s follow-up after a submit (spec section 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.localCaptchaToken.mockResolvedValue({ token: 'local-token' });
    api.verify.mockResolvedValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    api.submitInquiry.mockReset();
  });

  it('shows Submitted! at once, then the success message and the reset form 1 s later', async () => {
    const success = vi.spyOn(toast, 'success');
    api.submitInquiry.mockResolvedValue({ reference: 'r1' });
    render(<ScheduleDemo />);
    await fillAndSubmit();

    expect(api.submitInquiry).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: copy.buttons.submitted });
    expect(success).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(TIMINGS.submitFollowUp - 1));
    expect(success).not.toHaveBeenCalled();
    expect((screen.getByLabelText(copy.labels.firstName, { exact: false }) as HTMLInputElement).value).toBe('Ravi');

    act(() => void vi.advanceTimersByTime(1));
    expect(success).toHaveBeenCalledWith(copy.success.heading, {
      description: copy.success.text,
      timeout: TIMINGS.demoMessage,
    });
    expect((screen.getByLabelText(copy.labels.firstName, { exact: false }) as HTMLInputElement).value).toBe('');
    // The outcome stays on the button as long as its message.
    screen.getByRole('button', { name: copy.buttons.submitted });
    act(() => void vi.advanceTimersByTime(TIMINGS.demoMessage));
    screen.getByRole('button', { name: copy.buttons.idle });
  });

  it('shows Failed to submit at once, then the error message 1 s later, keeping what was typed', async () => {
    const error = vi.spyOn(toast, 'error');
    api.submitInquiry.mockRejectedValue(new ApiError('customer.submitInquiry', 500, 'boom'));
    render(<ScheduleDemo />);
    await fillAndSubmit();

    screen.getByRole('button', { name: copy.buttons.failed });
    expect(error).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(TIMINGS.submitFollowUp));
    expect(error).toHaveBeenCalledWith('Failed to submit', {
      description: copy.failure.text,
      timeout: TIMINGS.demoMessage,
    });
    expect((screen.getByLabelText(copy.labels.firstName, { exact: false }) as HTMLInputElement).value).toBe('Ravi');
  });
});

describe('schedule demo: the captcha', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("toasts 'Recaptcha Verification Failed' when the captcha does not verify", async () => {
    const error = vi.spyOn(toast, 'error');
    api.localCaptchaToken.mockResolvedValue({ token: 'local-token' });
    api.verify.mockRejectedValue(new ApiError('captcha.verify', 400, 'Captcha token is invalid'));
    render(<ScheduleDemo />);
    fireEvent.click(screen.getByRole('checkbox', { name: copy.labels.captcha }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Recaptcha Verification Failed'));
    expect((screen.getByRole('checkbox', { name: copy.labels.captcha }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('schedule demo: the slot picker after a request', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    api.submitInquiry.mockReset();
  });

  it('shows the picker with the answer’s booking token once the success message is out, and not before', async () => {
    const success = vi.spyOn(toast, 'success');
    api.localCaptchaToken.mockResolvedValue({ token: 'local-token' });
    api.verify.mockResolvedValue(undefined);
    api.submitInquiry.mockResolvedValue({ reference: 'r1', bookingToken: 'booking-token' });
    api.slots.mockResolvedValue({
      timeZone: 'Asia/Kolkata',
      slotMinutes: 30,
      slots: [{ startsAt: '2026-12-03T04:30:00.000Z', endsAt: '2026-12-03T05:00:00.000Z' }],
    });
    render(<ScheduleDemo />);
    await fillAndSubmit();
    expect(screen.queryByRole('heading', { name: copy.booking.heading })).toBeNull();

    expect(await screen.findByRole('heading', { name: copy.booking.heading }, { timeout: 3000 })).toBeTruthy();
    expect(success).toHaveBeenCalledWith(copy.success.heading, expect.anything());
    expect(await screen.findByRole('radiogroup', { name: copy.booking.dayLabel })).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.booking.book })).toBeTruthy();
  });
});
