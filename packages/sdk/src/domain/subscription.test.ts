import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  awaitsAuthorisation,
  chargesAgain,
  HALTED_CARD_CHANGE,
  isEnded,
  isRunning,
  refusal,
  SUBSCRIPTION_STATUSES,
  type SubscriptionState,
} from './subscription';

const state = (status: string, more: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status,
  cancelAtPeriodEnd: false,
  replaced: false,
  ...more,
});

describe('subscription states', () => {
  it("are Razorpay's nine, grouped as the rules speak of them", () => {
    expect([...SUBSCRIPTION_STATUSES].sort()).toEqual(
      ['active', 'authenticated', 'cancelled', 'completed', 'created', 'expired', 'halted', 'paused', 'pending'].sort(),
    );
    expect(SUBSCRIPTION_STATUSES.filter(isEnded)).toEqual(['cancelled', 'completed', 'expired']);
    expect(SUBSCRIPTION_STATUSES.filter(isRunning)).toEqual(['authenticated', 'active']);
    expect(SUBSCRIPTION_STATUSES.filter((s) => chargesAgain(s))).toEqual([
      'created',
      'authenticated',
      'active',
      'pending',
    ]);
    expect(chargesAgain('active', true)).toBe(false);
  });

  it('awaits authorisation only as a replacement not yet authorised', () => {
    expect(awaitsAuthorisation({ status: 'created', replaces: 'sub_old' })).toBe(true);
    expect(awaitsAuthorisation({ status: 'created', replaces: null })).toBe(false);
    expect(awaitsAuthorisation({ status: 'authenticated', replaces: 'sub_old' })).toBe(false);
  });
});

describe('what the customer may do', () => {
  it.each([
    ['created', {}, ['authorise']],
    ['authenticated', {}, ['change-plan', 'update-card', 'cancel']],
    ['active', {}, ['change-plan', 'update-card', 'pause', 'cancel']],
    ['active', { cancelAtPeriodEnd: true }, ['update-card', 'resubscribe']],
    ['authenticated', { cancelAtPeriodEnd: true, replaced: true }, ['update-card']],
    ['pending', {}, ['update-card']],
    ['halted', {}, ['restart']],
    ['halted', { replaced: true }, []],
    ['paused', {}, ['update-card', 'resume']],
    ['cancelled', {}, ['resubscribe']],
    ['cancelled', { replaced: true }, []],
    ['completed', {}, []],
    ['expired', {}, []],
  ] as const)('%s %j: %j', (status, more, actions) => {
    expect(allowedActions(state(status, more))).toEqual(actions);
  });

  it('says why an action is refused, as the server answers it (409)', () => {
    expect(refusal(state('cancelled'), 'cancel')).toBe('This subscription has already ended');
    expect(refusal(state('paused'), 'cancel')).toBe(
      'A paused subscription cannot be cancelled at the end of its period: resume it first',
    );
    expect(refusal(state('pending'), 'cancel')).toBe(
      'A pending subscription cannot be cancelled at the end of its period: update your card first',
    );
    expect(refusal(state('authenticated'), 'pause')).toBe('A authenticated subscription cannot be paused');
    expect(refusal(state('active', { cancelAtPeriodEnd: true }), 'pause')).toBe(
      'This subscription ends at the end of its period: it cannot be paused',
    );
    expect(refusal(state('active', { cancelAtPeriodEnd: true }), 'change-plan')).toBe(
      'This subscription ends at the end of its period: subscribe again to choose another plan',
    );
    expect(refusal(state('pending'), 'change-plan')).toBe('A pending subscription cannot change plan');
    expect(refusal(state('halted'), 'update-card')).toBe(HALTED_CARD_CHANGE);
    expect(refusal(state('active'), 'restart')).toBe('A active subscription has nothing to restart');
    expect(refusal(state('active'), 'resubscribe')).toBe(
      'This subscription goes on: there is nothing to subscribe to again',
    );
    expect(refusal(state('active'), 'authorise')).toBe('This subscription is already authorised');
    expect(refusal(state('active'), 'resume')).toBe('A active subscription cannot be resumed');
  });
});
