import { boolean, object, string, type, type Infer } from 'superstruct';
import { text } from './common';

/** Query of `POST portal/customer/recaptcha/verify`. */
export const RecaptchaVerifyQuery = object({ recaptchaToken: text(4096) });
export type RecaptchaVerifyQuery = Infer<typeof RecaptchaVerifyQuery>;

/** Whether the captcha token verified. */
export const RecaptchaVerifyResponse = type({ success: boolean() });
export type RecaptchaVerifyResponse = Infer<typeof RecaptchaVerifyResponse>;

/** Dev only: a token from the local captcha (`GET portal/customer/recaptcha/local-token`). */
export const LocalCaptchaToken = type({ token: string() });
export type LocalCaptchaToken = Infer<typeof LocalCaptchaToken>;
