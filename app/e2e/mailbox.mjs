// The development server's mailbox (`/api/dev/mailbox`), read by the end-to-end tests and by
// scripts/bench-browser.mjs (plain JavaScript so both can load it).

/**
 * The newest OTP mailed to `to` since `since` (ms, with a second's slack for clocks), polled until it
 * arrives or 15 s have passed.
 * @param {string} base the server's origin
 * @param {string} to
 * @param {number} since
 * @returns {Promise<string>}
 */
export async function mailedOtp(base, to, since) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    /** @type {Array<{ text: string; sentAt: string }>} */
    const mails = await res.json();
    const code = mails.find((m) => Date.parse(m.sentAt) >= since - 1000)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP mail for ${to}`);
}
