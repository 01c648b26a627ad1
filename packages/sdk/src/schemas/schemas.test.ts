import { create, StructError, validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AuditQuery } from './audit';
import { BasketRequest, BasketUpdate } from './basket';
import { IsoDate } from './common';
import { Address, DemoInquiryRequest } from './customer';
import { PlaceOrderRequest, TestCheckoutRequest } from './order';
import { TicketRequest, TicketUpdate } from './support';
import { AccessTokenClaims, CreateUserRequest, UpdatePasswordQuery, ValidateOtpQuery } from './user';

/** The failures a server would report: path -> message. */
function failures<T, S>(value: unknown, struct: Struct<T, S>): Record<string, string> {
  const [error] = validate(value, struct, { coerce: true });
  if (!error) return {};
  return Object.fromEntries(error.failures().map((f) => [f.path.join('.'), f.message]));
}

const address = { addressLine1: '1 MG Road', country: 'IN', state: 'Telangana', city: 'Hyderabad', postCode: '500081' };
const customer = { fullName: 'Asha Rao', mobileNumber: '9876543210', email: 'a@b.in', category: 'fintech' };

describe('request schemas (server side)', () => {
  it('Address defaults type to Primary and rejects unknown keys', () => {
    expect(create(address, Address).type).toBe('Primary');
    expect(failures({ ...address, admin: true }, Address)).toHaveProperty('admin');
    expect(failures({ ...address, type: 'Office' }, Address)).toHaveProperty('type');
  });

  it('rules give field failures with the form messages', () => {
    expect(failures({ ...address, city: '' }, Address)).toEqual({ city: 'City is required' });
    expect(failures({ email: 'x', otp: '12' }, ValidateOtpQuery)).toEqual({
      email: 'Email must be a valid',
      otp: 'OTP must be at least 6 characters long',
    });
    expect(failures({ email: 'a@b.in', newPwd: 'abcde', confirmPwd: 'abcdx' }, UpdatePasswordQuery)).toEqual({
      confirmPwd: 'Confirm Password Is required & should be match the passwords',
    });
  });

  it('CreateUserRequest needs every field and the catalogue texts', () => {
    const body = {
      email: 'a@b.in',
      password: 'pw',
      firstName: '',
      lastName: 'R',
      userName: 'ar',
      groups: ['PortalGroup'],
      realmRoles: [],
    };
    expect(failures(body, CreateUserRequest)).toEqual({ firstName: 'First Name is required.' });
    const { groups: _g, ...noGroups } = body;
    expect(failures({ ...noGroups, firstName: 'A' }, CreateUserRequest)).toHaveProperty('groups');
  });

  it('BasketRequest: plan name, term, integer users, real date', () => {
    expect(failures({ plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 3 }, BasketRequest)).toEqual({});
    expect(
      Object.keys(
        failures(
          { plan: 'HR Essential', renewalTerm: 'WEEKLY', users: 2.5, subscriptionDate: '2026-02-30' },
          BasketRequest,
        ),
      ).sort(),
    ).toEqual(['plan', 'renewalTerm', 'subscriptionDate', 'users']);
    expect(failures({ plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 0 }, BasketRequest)).toHaveProperty('users');
    expect(failures({ users: 4 }, BasketUpdate)).toEqual({});
    expect(failures({ amount: 1 }, BasketUpdate)).toHaveProperty('amount');
  });

  it('IsoDate accepts real days only', () => {
    expect(failures('2028-02-29', IsoDate)).toEqual({});
    expect(failures('2027-02-29', IsoDate)).not.toEqual({});
    expect(failures('2027-2-1', IsoDate)).not.toEqual({});
  });

  it('PlaceOrderRequest fills customer defaults and nests address failures', () => {
    const order = create({ basketId: 'b-1', customer, billingAddress: address }, PlaceOrderRequest);
    expect(order.customer).toMatchObject({
      marketingPreference: true,
      communication: 'MOBILE',
      isSameAddress: true,
      website: '',
    });
    expect(order.billingAddress.type).toBe('Primary');
    expect(
      failures({ basketId: 'b-1', customer, billingAddress: { ...address, postCode: '' } }, PlaceOrderRequest),
    ).toEqual({
      'billingAddress.postCode': 'Post code is required',
    });
    expect(
      failures(
        { basketId: 'b-1', customer: { ...customer, isSameAddress: false }, billingAddress: address },
        PlaceOrderRequest,
      ),
    ).toEqual({
      address: 'Address is required when it differs from the billing address',
    });
  });

  it('DemoInquiryRequest needs status CREATED and a captcha token', () => {
    const body = {
      firstName: 'Ash',
      lastName: 'Rao',
      businessName: 'Rao Co',
      websiteUrl: '',
      email: 'a@b.in',
      mobile: '98765432',
      country: 'IN',
      description: 'A long enough text',
      status: 'CREATED',
      recaptchaToken: 't',
    };
    expect(failures(body, DemoInquiryRequest)).toEqual({});
    expect(failures({ ...body, status: 'DONE' }, DemoInquiryRequest)).toHaveProperty('status');
    expect(failures({ ...body, recaptchaToken: '' }, DemoInquiryRequest)).toHaveProperty('recaptchaToken');
  });

  it('TestCheckoutRequest applies the card rules', () => {
    const card = {
      subscriptionId: 's',
      cardNumber: '4111111111111112',
      cardHolderName: 'A R',
      expiry: '01/20',
      cvv: '12',
    };
    expect(failures(card, TestCheckoutRequest)).toEqual({
      cardNumber: 'Card number is not valid',
      expiry: 'Card has expired',
      cvv: 'CVV must be 3 or 4 digits',
    });
  });

  it('TicketRequest and TicketUpdate', () => {
    const t = {
      projectKey: 'LNF',
      reporterName: 'A',
      priorityName: 'High',
      issueTypeName: 'Bug',
      labels: '',
      summary: 's',
      description: 'd',
    };
    expect(failures(t, TicketRequest)).toEqual({});
    expect(failures({ ...t, issueTypeName: 'Epic' }, TicketRequest)).toHaveProperty('issueTypeName');
    expect(failures({ labels: ['a'], status: 'x' }, TicketUpdate)).toHaveProperty('status');
  });

  it('AuditQuery coerces query strings and applies defaults', () => {
    expect(create({ page: '3', sortOrder: 'asc' }, AuditQuery)).toEqual({ page: 3, size: 10, sortOrder: 'asc' });
    expect(failures({ page: '-1' }, AuditQuery)).toHaveProperty('page');
    expect(failures({ size: '101' }, AuditQuery)).toHaveProperty('size');
    expect(failures({ sortBy: 'password' }, AuditQuery)).toHaveProperty('sortBy');
  });

  it('AccessTokenClaims allows extra claims and array audiences', () => {
    expect(() => create({ sub: 'u', jti: 'x', aud: ['a', 'b'] }, AccessTokenClaims)).not.toThrow();
    expect(() => create({ email: 'x' }, AccessTokenClaims)).toThrow(StructError);
  });
});
