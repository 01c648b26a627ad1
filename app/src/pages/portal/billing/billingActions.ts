import { useState } from 'react';
import { toast } from '@lnf/ui';
import { billing, messageFor, type BillingPeriod, type BillingSubscription, type SubscriptionAction } from '@lnf/sdk';
import { client } from '../../../lib/api';

export type Action = Parameters<typeof billing.act>[2];

const EVERY: Record<BillingPeriod, string> = { MONTHLY: 'month', QUARTERLY: '3 months', ANNUALLY: 'year' };

/** 'month', '3 months' or 'year': how often a renewal term charges. */
export const every = (term: BillingPeriod): string => EVERY[term];

/**
 * Whether the server allows `action` on the subscription now: its `allowedActions`, decided by the
 * domain's rules on the server. The page offers a button for each allowed action and no other.
 */
export const allows = (sub: BillingSubscription, action: SubscriptionAction): boolean =>
  sub.allowedActions.includes(action);

/**
 * What the customer is told once an action is done. `resubscribe` and `restart` answer a new
 * subscription that still needs the customer's authorisation: that step says what happened.
 */
export const DONE: Partial<Record<Action, string>> = {
  cancel: 'Your subscription will end when the current period ends',
  pause: 'Your subscription is paused',
  resume: 'Your subscription is running again',
};

/**
 * Runs one action; the button that started it shows pending meanwhile. Shared by the Billing page
 * and its lazily loaded cancel dialog, so neither imports the other. Resolves with the subscription
 * the action answered (for `resubscribe` and `restart`, the new one), or null when it failed.
 */
export function useAction(onSettled: (s: BillingSubscription) => void) {
  const [pending, setPending] = useState<Action | null>(null);
  const run = async (sub: BillingSubscription, action: Action): Promise<BillingSubscription | null> => {
    setPending(action);
    try {
      const answered = await billing.act(client, sub.id, action);
      onSettled(answered);
      const done = DONE[action];
      if (done) toast.success(done);
      return answered;
    } catch (error) {
      toast.error(messageFor(`billing.${action}`, error));
      return null;
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}
