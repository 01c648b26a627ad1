import { describe, expect, it } from 'vitest';
import { pickRules, RULES, validate, validateField } from '.';

const now = new Date('2026-06-15T12:00:00Z');
const f = <R extends Parameters<typeof validateField>[0]>(
  rules: R,
  field: keyof R & string,
  values: Record<string, unknown>,
) => validateField(rules, field, values, { now });

describe('engine', () => {
  it('returns only failing fields, first message each; {} when valid', () => {
    expect(validate(RULES.login, {})).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    expect(validate(RULES.login, { email: 'a@b.in', password: 'x' })).toEqual({});
  });
  it('treats whitespace as empty for required and skips other rules on empty optional fields', () => {
    expect(f(RULES.login, 'password', { password: '   ' })).toBe('Password is required.');
    expect(f(RULES.scheduleDemo, 'websiteUrl', { websiteUrl: '' })).toBeUndefined();
  });
  it('pickRules keeps only the named fields', () => {
    expect(Object.keys(pickRules(RULES.forgotPassword, ['email', 'otp']))).toEqual(['email', 'otp']);
  });
});

describe('catalogue messages (spec sections 5 and 8)', () => {
  it('login', () => {
    expect(f(RULES.login, 'email', {})).toBe('Email is required.');
    expect(f(RULES.login, 'email', { email: 'asha' })).toBe('Email must be a valid');
    expect(f(RULES.login, 'email', { email: 'asha@example' })).toBe('Email must be a valid');
    expect(f(RULES.login, 'email', { email: 'asha@example.com' })).toBeUndefined();
    expect(f(RULES.login, 'password', { password: '' })).toBe('Password is required.');
  });
  it('create account', () => {
    expect(validate(RULES.createAccount, {})).toEqual({
      email: 'Email is required.',
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      userName: 'User Name is required.',
      password: 'Password is required.',
    });
  });
  it('otp: required, 6 characters, digits', () => {
    expect(f(RULES.otp, 'otp', {})).toBe('OTP is required.');
    expect(f(RULES.otp, 'otp', { otp: '12345' })).toBe('OTP must be at least 6 characters long');
    expect(f(RULES.otp, 'otp', { otp: '123456' })).toBeUndefined();
    expect(f(RULES.otp, 'otp', { otp: '1234567' })).toBe('OTP must be exactly 6 digits');
    expect(f(RULES.otp, 'otp', { otp: '12a456' })).toBe('OTP must contain only digits');
    expect(f(RULES.otp, 'otp', { otp: 123456 })).toBeUndefined();
  });
  it('forgot password: new 5-20, confirm 2-20 and equal', () => {
    const v = (newPwd: string, confirmPwd?: string) =>
      validate(pickRules(RULES.forgotPassword, ['newPwd', 'confirmPwd']), { newPwd, confirmPwd });
    const confirm = 'Confirm Password Is required & should be match the passwords';
    expect(v('')).toEqual({ newPwd: 'New Password is required', confirmPwd: confirm });
    expect(v('abcd', 'abcd').newPwd).toBe('New Password must be at least 5 characters');
    expect(v('abcde', 'abcde')).toEqual({});
    expect(v('a'.repeat(20), 'a'.repeat(20))).toEqual({});
    expect(v('a'.repeat(21), 'a'.repeat(21))).toEqual({
      newPwd: 'New Password must be at most 20 characters',
      confirmPwd: confirm,
    });
    expect(v('abcde', 'abcdf').confirmPwd).toBe(confirm);
    expect(v('abcde', '').confirmPwd).toBe(confirm);
    expect(v('abcde', 'a').confirmPwd).toBe(confirm);
    expect(
      validate(RULES.forgotPassword, { email: 'a@b.in', otp: '123456', newPwd: 'abcde', confirmPwd: 'abcde' }),
    ).toEqual({});
  });
});

describe('schedule demo (table of spec section 5)', () => {
  const valid = {
    firstName: 'Ash',
    lastName: 'Rao',
    businessName: 'Rao C',
    websiteUrl: 'https://rao.in/about',
    email: 'a@b.in',
    mobile: '98765432',
    country: 'IN',
    description: '0123456789',
  };
  it('accepts the minimums exactly', () => expect(validate(RULES.scheduleDemo, valid)).toEqual({}));
  it('rejects one below each minimum', () => {
    expect(
      validate(RULES.scheduleDemo, {
        ...valid,
        firstName: 'As',
        lastName: 'Ra',
        businessName: 'Rao ',
        mobile: '9876543',
        description: '012345678',
      }),
    ).toEqual({
      firstName: 'First name must be at least 3 characters',
      lastName: 'Last name must be at least 3 characters',
      businessName: 'Business name must be at least 5 characters',
      mobile: 'Mobile number must be at least 8 characters',
      description: 'Description must be at least 10 characters',
    });
  });
  it('requires every field but the website', () => {
    expect(validate(RULES.scheduleDemo, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      businessName: 'Business name is required',
      email: 'Email is required.',
      mobile: 'Mobile number is required',
      country: 'Country is required',
      description: 'Description is required',
    });
  });
  it.each(['rao.in', 'http://rao.in', 'https://www.rao.co.in/a/b?x=1', 'sub-domain.example.com/path'])(
    'website %s is valid',
    (url) => {
      expect(f(RULES.scheduleDemo, 'websiteUrl', { websiteUrl: url })).toBeUndefined();
    },
  );
  it.each(['rao', 'rao.i', 'ftp://rao.in', 'https://rao.in path', 'https://-rao.in', 'rao.123'])(
    'website %s is invalid',
    (url) => {
      expect(f(RULES.scheduleDemo, 'websiteUrl', { websiteUrl: url })).toBe(
        'Website must be a valid URL, e.g. https://example.com',
      );
    },
  );
  it('mobile takes digits, +, spaces, hyphens, brackets only', () => {
    expect(f(RULES.scheduleDemo, 'mobile', { mobile: '+91 (98) 765-43210' })).toBeUndefined();
    expect(f(RULES.scheduleDemo, 'mobile', { mobile: '98765abc' })).toBe(
      'Mobile number may contain only digits, spaces, +, - and brackets',
    );
  });
  it('country is a two-letter code', () => {
    expect(f(RULES.scheduleDemo, 'country', { country: 'India' })).toBe('Country must be a two-letter country code');
  });
});

describe('contact, brochure, customer, address', () => {
  it('contact', () => {
    expect(validate(RULES.contact, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required.',
      phoneNumber: 'Phone number is required',
      country: 'Country is required',
      message: 'Message is required',
    });
    expect(f(RULES.contact, 'message', { message: 'too short' })).toBe('Message must be at least 10 characters');
    expect(f(RULES.contact, 'company', { company: 'x'.repeat(201) })).toBe('Company must be at most 200 characters');
  });
  it('brochure', () => {
    expect(validate(RULES.brochure, { name: 'A', email: 'a@b.in', mobile: '98765432', company: '' })).toEqual({
      name: 'Name must be at least 2 characters',
      company: 'Company is required',
    });
  });
  it('customer', () => {
    expect(validate(RULES.customer, {})).toEqual({
      fullName: 'Full name is required',
      mobileNumber: 'Mobile number is required',
      email: 'Email is required.',
      category: 'Business category is required',
    });
    expect(f(RULES.customer, 'category', { category: 'astrology' })).toBe('Choose a business category from the list');
    expect(f(RULES.customer, 'category', { category: 'k-12' })).toBeUndefined();
    expect(f(RULES.customer, 'website', { website: 'not a url' })).toBe(
      'Website must be a valid URL, e.g. https://example.com',
    );
  });
  it('address', () => {
    expect(validate(RULES.address, {})).toEqual({
      addressLine1: 'Address line 1 is required',
      country: 'Country is required',
      state: 'State is required',
      city: 'City is required',
      postCode: 'Post code is required',
    });
    expect(f(RULES.address, 'postCode', { postCode: '500081' })).toBeUndefined();
    expect(f(RULES.address, 'postCode', { postCode: 'SW1A 1AA' })).toBeUndefined();
    expect(f(RULES.address, 'postCode', { postCode: '5' })).toBe(
      'Post code must be 2 to 10 letters, digits, spaces or hyphens',
    );
    expect(f(RULES.address, 'postCode', { postCode: '12345678901' })).toBe(
      'Post code must be 2 to 10 letters, digits, spaces or hyphens',
    );
  });
});

describe('card', () => {
  const valid = { cardNumber: '4111 1111 1111 1111', cardHolderName: 'Asha Rao', expiry: '06/26', cvv: '123' };
  it('accepts a grouped test card expiring this month', () => expect(validate(RULES.card, valid, { now })).toEqual({}));
  it('required messages', () => {
    expect(validate(RULES.card, {}, { now })).toEqual({
      cardNumber: 'Card number is required',
      cardHolderName: 'Card holder name is required',
      expiry: 'Expiry is required',
      cvv: 'CVV is required',
    });
  });
  it('number: 12 to 19 digits (the domain card rules), then Luhn', () => {
    expect(f(RULES.card, 'cardNumber', { cardNumber: '4222222222222' })).toBeUndefined();
    expect(f(RULES.card, 'cardNumber', { cardNumber: '500000000009' })).toBeUndefined();
    expect(f(RULES.card, 'cardNumber', { cardNumber: '50000000005' })).toBe('Card number must be 12 to 19 digits');
    expect(f(RULES.card, 'cardNumber', { cardNumber: '4111-1111-1111-1111-1111' })).toBe(
      'Card number must be 12 to 19 digits',
    );
    expect(f(RULES.card, 'cardNumber', { cardNumber: '4111  1111 1111 1111' })).toBe(
      'Card number must be 12 to 19 digits',
    );
    expect(f(RULES.card, 'cardNumber', { cardNumber: '4111 1111 1111 1112' })).toBe('Card number is not valid');
  });
  it('expiry format and date relative to now', () => {
    expect(f(RULES.card, 'expiry', { expiry: '6/26' })).toBe('Expiry must be in MM/YY format');
    expect(f(RULES.card, 'expiry', { expiry: '13/26' })).toBe('Expiry must be in MM/YY format');
    expect(f(RULES.card, 'expiry', { expiry: '05/26' })).toBe('Card has expired');
    expect(validateField(RULES.card, 'expiry', { expiry: '06/26' }, { now: new Date('2026-07-01T00:00:00Z') })).toBe(
      'Card has expired',
    );
  });
  it('cvv 3 or 4 digits', () => {
    expect(f(RULES.card, 'cvv', { cvv: '1234' })).toBeUndefined();
    expect(f(RULES.card, 'cvv', { cvv: '12' })).toBe('CVV must be 3 or 4 digits');
    expect(f(RULES.card, 'cvv', { cvv: '12345' })).toBe('CVV must be 3 or 4 digits');
    expect(f(RULES.card, 'cvv', { cvv: '12a' })).toBe('CVV must be 3 or 4 digits');
  });
  it('holder name at least 2', () => {
    expect(f(RULES.card, 'cardHolderName', { cardHolderName: 'A' })).toBe(
      'Card holder name must be at least 2 characters',
    );
  });
});

describe('ticket', () => {
  it('required fields and issue type Bug|Task', () => {
    expect(validate(RULES.ticket, {})).toEqual({
      summary: 'Summary is required',
      description: 'Description is required',
      priorityName: 'Priority is required',
      issueTypeName: 'Issue type is required',
    });
    expect(f(RULES.ticket, 'issueTypeName', { issueTypeName: 'Story' })).toBe('Issue type must be Bug or Task');
    expect(f(RULES.ticket, 'issueTypeName', { issueTypeName: 'Task' })).toBeUndefined();
    expect(f(RULES.ticket, 'summary', { summary: 'x'.repeat(255) })).toBeUndefined();
    expect(f(RULES.ticket, 'summary', { summary: 'x'.repeat(256) })).toBe('Summary must be at most 255 characters');
  });
});
