import type { ApiClient } from '../client';
import { RecaptchaVerifyResponse } from '../schemas/captcha';

/** `POST portal/customer/recaptcha/verify?recaptchaToken=` (anonymous, no body): whether the token verified. */
export async function verify(client: ApiClient, recaptchaToken: string): Promise<RecaptchaVerifyResponse> {
  return client.request({
    call: 'captcha.verify',
    service: 'customer',
    method: 'POST',
    path: 'portal/customer/recaptcha/verify',
    auth: false,
    query: { recaptchaToken },
    schema: RecaptchaVerifyResponse,
  });
}
