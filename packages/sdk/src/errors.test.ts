import { describe, expect, it } from 'vitest';
import { ApiError, ResponseShapeError } from './client';
import { CALL_FALLBACKS, ERROR_MESSAGES, MESSAGES, messageFor } from './errors';

const api = (status: number, message = '', body?: unknown) => new ApiError('x', status, message, body);

describe('messageFor', () => {
  it('503 is Service Unavailable for any call, before text matches', () => {
    expect(messageFor('customer.requestBrochure', api(503, 'User not found'))).toBe('Service Unavailable');
    expect(messageFor('user.sendOtp', api(503))).toBe('Service Unavailable');
  });
  it('User not found / Invalid OTP from the message or the body', () => {
    expect(messageFor('user.sendOtp', api(404, 'User not found'))).toBe('User not found');
    expect(
      messageFor(
        'user.validateOtp',
        api(400, 'Bad Request', { status: 400, error: 'Bad Request', message: 'Invalid OTP for a@b.in' }),
      ),
    ).toBe('Invalid OTP');
    expect(messageFor('user.updatePassword', api(400, '', 'error: User not found'))).toBe('User not found');
  });
  it('falls back per call', () => {
    expect(messageFor('user.sendOtp', api(500, 'boom'))).toBe('Failed to send Email');
    expect(messageFor('user.validateOtp', api(400, 'expired'))).toBe('Failed to send Email');
    expect(messageFor('user.updatePassword', new TypeError('x'))).toBe('Failed to send Email');
    expect(messageFor('customer.getByEmail', api(500))).toBe('Failed to get the details');
    expect(messageFor('customer.updateAddress', api(500))).toBe('Failed to update address');
    expect(messageFor('order.place', api(500))).toBe('Failed to purchase');
    expect(messageFor('order.confirmPayment', api(400))).toBe('We are unable to process your payment');
    expect(messageFor('dev.testCheckout', api(402, 'We are unable to process your payment'))).toBe(
      'We are unable to process your payment',
    );
    expect(messageFor('order.downloadReceipt', api(403))).toBe('Download failed');
    expect(messageFor('captcha.verify', api(400))).toBe('Recaptcha Verification Failed');
    expect(messageFor('user.createUser', api(409))).toBe('Failed to create user');
    expect(messageFor('support.raiseTicket', api(500))).toBe('Failed to raise the ticket');
    expect(messageFor('support.updateTicket', api(500))).toBe('Failed update ticket');
    expect(messageFor('support.changeStatus', api(500))).toBe('Failed To Change Status');
    expect(messageFor('audit.list', api(500))).toBe('Failed to load logs,Please try after some time');
    expect(messageFor('customer.requestBrochure', api(404))).toBe('The brochure isn\u2019t ready just yet');
    expect(messageFor('product.listPlans', api(500))).toBe('Failed To load Details');
  });
  it('a 429 shows the server’s rate-limit message', () => {
    expect(messageFor('user.sendOtp', api(429, 'Too many requests, try again in 30 s'))).toBe(
      'Too many requests, try again in 30 s',
    );
    expect(messageFor('user.sendOtp', api(429, ''))).toBe('Failed to send Email');
  });
  it('a write refused while viewing as a customer says so, whatever the call', () => {
    const readOnly = api(403, 'Viewing as a customer is read-only', { status: 403, error: 'read_only' });
    expect(messageFor('customer.updateGstin', readOnly)).toBe('Viewing as a customer is read-only');
    expect(messageFor('support.raiseTicket', readOnly)).toBe('Viewing as a customer is read-only');
    // Any other 403 keeps the call's catalogue text.
    expect(messageFor('customer.updateGstin', api(403, 'Forbidden', { error: 'Forbidden' }))).not.toBe('Forbidden');
  });
  it('non-API errors use the fallback', () => {
    const shape = new ResponseShapeError('basket.get', { path: ['x'], message: 'bad' } as never);
    expect(messageFor('basket.get', shape)).toBe('Failed To load Details');
    expect(messageFor('order.place', 'string thrown')).toBe('Failed to purchase');
  });
});

describe('catalogue texts', () => {
  it('keep the spec’s exact characters', () => {
    expect(MESSAGES.linkUnavailable).toBe('Link is not avaliable ');
    expect(MESSAGES.orderPlaced).toBe('Success, Please wait');
    expect(MESSAGES.passwordChanged).toBe('Success, Please wait...');
    expect(MESSAGES.otpSent).toBe('OTP has been successfully sent');
    expect(MESSAGES.otpVerified).toBe('OTP Verified Successfully');
    expect(MESSAGES.addressUpdated).toBe('Successfully update address');
    expect(MESSAGES.statusChanged).toBe('Status Changed Successfully');
    expect(MESSAGES.ticketUpdated).toBe('Updated Successfully');
    expect(MESSAGES.ticketRaised).toBe('Successfully Raised the Ticket');
    expect(MESSAGES.receiptDownloaded).toBe('Downloaded successfully');
    expect(MESSAGES.checkRecaptcha).toBe('Please check recaptcha');
    expect(ERROR_MESSAGES.brochure.indexOf('\u2019')).toBe(16);
    expect(ERROR_MESSAGES.brochure.codePointAt(16)).toBe(0x2019);
    expect(ERROR_MESSAGES.updateDetails).toBe('Failed to update the details');
  });
  it('every fallback is a catalogue text', () => {
    const texts = new Set<string>(Object.values(ERROR_MESSAGES));
    for (const text of Object.values(CALL_FALLBACKS)) expect(texts).toContain(text);
  });
});
