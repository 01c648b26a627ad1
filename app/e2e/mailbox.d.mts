/** The newest OTP mailed to `to` since `since`, polled until it arrives or 15 s have passed. */
export function mailedOtp(base: string, to: string, since: number): Promise<string>;
