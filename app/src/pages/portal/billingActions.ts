import { useState } from 'react';
import { toast } from '@lnf/ui';
import { billing, messageFor, type BillingSubscription } from '@lnf/sdk';
import { client } from '../../lib/api';

export type Action = Parameters<typeof billing.act>[2];

export const DONE: Record<Action, string> = {
  cancel: 'Your subscription will end when the current period ends',
  'undo-cancel': 'Your subscription will renew as before',
  pause: 'Your subscription is paused',
  resume: 'Your subscription is running again',
};

/**
 * Runs one action; the button that started it shows pending meanwhile. Shared by the Billing page
 * and its lazily loaded cancel dialog, so neither imports the other.
 */
export function useAction(onSettled: (s: BillingSubscription) => void) {
  const [pending, setPending] = useState<Action | null>(null);
  const run = async (sub: BillingSubscription, action: Action) => {
    setPending(action);
    try {
      onSettled(await billing.act(client, sub.id, action));
      toast.success(DONE[action]);
    } catch (error) {
      toast.error(messageFor(`billing.${action}`, error));
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}
