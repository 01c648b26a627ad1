import type { ApiClient } from '../client';
import { LocalCaptchaToken } from '../schemas/captcha';
import { Mailbox } from '../schemas/dev';
import { TestCheckoutResponse, type TestCheckoutRequest } from '../schemas/order';

/**
 * Development-only calls (absent when LNF_ENV=production): the local mailbox, captcha and
 * test-mode checkout that stand in for SMTP, reCAPTCHA and Razorpay.
 */

/** `GET /api/dev/mailbox?to=` (outside /lnf/, anonymous): mails sent to an address, newest first. */
export async function mailbox(client: ApiClient, to: string): Promise<Mailbox> {
  return client.request({
    call: 'dev.mailbox',
    service: null,
    method: 'GET',
    path: '/api/dev/mailbox',
    auth: false,
    query: { to },
    schema: Mailbox,
  });
}

/** `GET portal/customer/recaptcha/local-token` (anonymous): a token as the local captcha widget gets one. */
export async function localCaptchaToken(client: ApiClient): Promise<LocalCaptchaToken> {
  return client.request({
    call: 'dev.localCaptchaToken',
    service: 'customer',
    method: 'GET',
    path: 'portal/customer/recaptcha/local-token',
    auth: false,
    schema: LocalCaptchaToken,
  });
}

/** `POST portal/orders/payment/test-checkout` (test mode): pays a subscription with a test card; 402 on a declined card. */
export async function testCheckout(client: ApiClient, card: TestCheckoutRequest): Promise<TestCheckoutResponse> {
  return client.request({
    call: 'dev.testCheckout',
    service: 'order',
    method: 'POST',
    path: 'portal/orders/payment/test-checkout',
    body: card,
    schema: TestCheckoutResponse,
  });
}
