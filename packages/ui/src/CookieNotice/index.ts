export { CookieNotice } from './CookieNotice';
export type { CookieNoticeAction, CookieNoticeProps } from './CookieNotice';
