import type { PlaceOrderResponse } from '@lnf/sdk';

/** What Razorpay Checkout answers its handler with, for a subscription. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

/** The error of Checkout's `payment.failed` event. */
export interface CheckoutFailure {
  error: { code?: string; description?: string; reason?: string };
}

/** The options of `new Razorpay(options)` this app passes (Razorpay's subscription integration). */
export interface CheckoutOptions {
  key: string;
  subscription_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  /** 1: Checkout takes a new card for the subscription instead of a payment. */
  subscription_card_change?: 1;
  theme: { color: string };
  handler: (answer: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', callback: (failure: CheckoutFailure) => void): void;
}

type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

/** The brand amber Checkout is themed with (tokens: --lnf-color-brand). */
export const CHECKOUT_THEME_COLOR = '#d98d1b';

const loads = new Map<string, Promise<CheckoutConstructor>>();

/**
 * Loads Checkout's script once per URL. Rejects when it cannot load: no network, or this document's
 * CSP does not allow it (only the basket's own document load does; see `resumeAfterReload`).
 */
export function loadCheckout(src: string): Promise<CheckoutConstructor> {
  const known = (window as { Razorpay?: CheckoutConstructor }).Razorpay;
  if (known) return Promise.resolve(known);
  let load = loads.get(src);
  if (!load) {
    load = new Promise<CheckoutConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const ctor = (window as { Razorpay?: CheckoutConstructor }).Razorpay;
        if (ctor) resolve(ctor);
        else reject(new Error('Checkout loaded without Razorpay'));
      };
      script.onerror = () => {
        script.remove();
        loads.delete(src);
        reject(new Error(`Checkout could not load from ${src}`));
      };
      document.head.append(script);
    });
    loads.set(src, load);
  }
  return load;
}

const KEY = 'lnf:checkout';

/**
 * The basket's page is the only document whose CSP allows Checkout. A payment step reached by
 * client-side navigation keeps the order in this tab's session and loads /basket?pay as a
 * document; the basket then resumes the same payment.
 */
export function reloadForCheckout(payment: PlaceOrderResponse): void {
  sessionStorage.setItem(KEY, JSON.stringify(payment));
  window.location.assign('/basket?pay');
}

/**
 * The payment handed over by `reloadForCheckout` when this load is one (/basket?pay), else null.
 * Pure, so it may initialise state; `forgetHandover` tidies up after.
 */
export function resumeAfterReload(): PlaceOrderResponse | null {
  if (typeof window === 'undefined' || !new URLSearchParams(window.location.search).has('pay')) return null;
  const saved = sessionStorage.getItem(KEY);
  try {
    return saved ? (JSON.parse(saved) as PlaceOrderResponse) : null;
  } catch {
    return null;
  }
}

/** Drops the handed-over payment and the ?pay of the address. */
export function forgetHandover(): void {
  sessionStorage.removeItem(KEY);
  if (new URLSearchParams(window.location.search).has('pay'))
    window.history.replaceState(window.history.state, '', '/basket');
}

/** Whether this document was loaded at one of the pages whose CSP allows Checkout (the server's CHECKOUT_PAGES). */
export function documentAllowsCheckout(pages: readonly string[] = ['/basket']): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry ? pages.includes(new URL(entry.name).pathname) : false;
}

/** The pages whose CSP allows Checkout (the server's CHECKOUT_PAGES). */
export const CHECKOUT_PAGES = ['/basket', '/billing'] as const;

/** What Billing reopens after loading itself for Checkout: a card change or an authorisation. */
export type BillingHandover = 'card' | 'authorise';

/**
 * Checkout on Billing needs a document loaded at /billing (its CSP allows Checkout): keeps the
 * subscription in this tab's session and loads /billing?card (or ?authorise), which opens it again.
 */
export function reloadBillingFor(kind: BillingHandover, subscriptionId: string): void {
  sessionStorage.setItem(`lnf:billing-${kind}`, subscriptionId);
  window.location.assign(`/billing?${kind}`);
}

/** The subscription handed over by `reloadBillingFor(kind)` (once), else null; tidies the address. */
export function takeBillingHandover(kind: BillingHandover): string | null {
  if (typeof window === 'undefined' || !new URLSearchParams(window.location.search).has(kind)) return null;
  const key = `lnf:billing-${kind}`;
  const id = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  window.history.replaceState(window.history.state, '', '/billing');
  return id;
}
