import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, Checkbox, Form, TextField } from '@lnf/ui';
import { RULES } from '@lnf/sdk';
import { focusFirstInvalid, hasErrors, useForm, type Reveal } from './useForm';

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
/** The names of the fields marked invalid, in order. */
const shown = () =>
  screen
    .getAllByRole('textbox')
    .map((input) => (input.getAttribute('aria-invalid') === 'true' ? input.getAttribute('name') : null))
    .filter(Boolean);

/** A form on the sdk's login rules, as the login and public forms use them. */
function LoginForm({ reveal, onValid }: { reveal: Reveal; onValid: (values: unknown) => void }) {
  const form = useForm(RULES.login, { email: '', password: '' }, { reveal });
  return (
    <Form
      aria-label="Login"
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.check()) return focusFirstInvalid(event.currentTarget);
        onValid(form.values);
        form.reset();
      }}
    >
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Password" {...form.field('password')} />
      <Button type="submit">Send</Button>
      <Button onPress={form.clearErrors}>Hide errors</Button>
    </Form>
  );
}

describe("useForm, reveal 'blur' (public forms)", () => {
  afterEach(cleanup);

  it('shows a field’s error once it is left, all errors at an invalid submit, and focuses the first', async () => {
    const onValid = vi.fn();
    render(<LoginForm reveal="blur" onValid={onValid} />);
    fireEvent.focus(textbox('Email'));
    expect(shown()).toEqual([]);
    fireEvent.blur(textbox('Email'));
    expect(shown()).toEqual(['email']);
    screen.getByText('Email is required.');
    expect(screen.queryByText('Password is required.')).toBeNull();

    type('Email', 'ravi@example.com');
    expect(shown()).toEqual([]);
    submit();
    expect(shown()).toEqual(['password']);
    screen.getByText('Password is required.');
    expect(onValid).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Password')));
  });

  it('passes valid values on and resets to empty and untouched', () => {
    const onValid = vi.fn();
    render(<LoginForm reveal="blur" onValid={onValid} />);
    type('Email', 'ravi@example.com');
    type('Password', 'secret');
    submit();
    expect(onValid).toHaveBeenCalledWith({ email: 'ravi@example.com', password: 'secret' });
    expect(textbox('Email').value).toBe('');
    fireEvent.blur(textbox('Password'));
    expect(shown()).toEqual(['password']);
  });
});

describe("useForm, reveal 'submit' (portal and login forms)", () => {
  afterEach(cleanup);

  it('shows nothing before a submit, every error at it, then follows the typing', () => {
    render(<LoginForm reveal="submit" onValid={vi.fn()} />);
    fireEvent.blur(textbox('Email'));
    expect(shown()).toEqual([]);
    submit();
    expect(shown()).toEqual(['email', 'password']);
    type('Email', 'ravi');
    screen.getByText('Email must be a valid');
    type('Email', 'ravi@example.com');
    expect(shown()).toEqual(['password']);
    type('Email', '');
    expect(shown()).toEqual(['email', 'password']);
  });

  it('clearErrors hides the errors and keeps the values, until the next submit', () => {
    render(<LoginForm reveal="submit" onValid={vi.fn()} />);
    type('Email', 'ravi');
    submit();
    expect(shown()).toEqual(['email', 'password']);
    fireEvent.click(screen.getByRole('button', { name: 'Hide errors' }));
    expect(shown()).toEqual([]);
    expect(textbox('Email').value).toBe('ravi');
    type('Email', 'rav');
    expect(shown()).toEqual([]);
    submit();
    expect(shown()).toEqual(['email', 'password']);
  });
});

interface Ticket {
  summary: string;
  labels: string[];
  address: { city: string };
}

/** Values of any shape, checked by a function returning nested errors (like the order form). */
function TicketForm({ onValid }: { onValid: (values: Ticket) => void }) {
  const form = useForm(
    (v: Ticket) => ({
      summary: v.summary ? undefined : 'Summary is required',
      labels: v.labels.length > 0 ? undefined : 'Pick a label',
      address: { city: v.address.city ? undefined : 'City is required' },
    }),
    { summary: '', labels: [], address: { city: '' } },
  );
  const cityError = form.errors.address?.city;
  return (
    <Form
      aria-label="Ticket"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) onValid(form.values);
      }}
    >
      <TextField label="Summary" {...form.field('summary')} />
      <Checkbox
        label="Bug"
        isSelected={form.values.labels.includes('Bug')}
        onChange={(on) => form.set('labels', on ? ['Bug'] : [])}
      />
      {form.errors.labels && <p role="alert">{form.errors.labels}</p>}
      <TextField
        label="City"
        name="city"
        value={form.values.address.city}
        onChange={(city) => form.set('address', { city })}
        isInvalid={Boolean(cityError)}
        errorMessage={cityError}
      />
      <Button type="submit">Send</Button>
      <Button onPress={() => form.reset({ summary: 'Again', labels: ['Bug'], address: { city: 'Pune' } })}>
        Prefill
      </Button>
    </Form>
  );
}

describe('useForm with a validate function and typed values', () => {
  afterEach(cleanup);

  it('checks nested errors and non-text values, and submits only when none is left', () => {
    const onValid = vi.fn();
    render(<TicketForm onValid={onValid} />);
    submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(shown()).toEqual(['summary', 'city']);
    screen.getByRole('alert');
    type('Summary', 'Payslips are late');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bug' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shown()).toEqual(['city']);
    submit();
    expect(onValid).not.toHaveBeenCalled();
    type('City', 'Hyderabad');
    submit();
    expect(onValid).toHaveBeenCalledWith({
      summary: 'Payslips are late',
      labels: ['Bug'],
      address: { city: 'Hyderabad' },
    });
  });

  it('reset(next) takes new values and hides the errors', () => {
    render(<TicketForm onValid={vi.fn()} />);
    submit();
    expect(shown()).toEqual(['summary', 'city']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Prefill' })));
    expect(shown()).toEqual([]);
    expect(textbox('Summary').value).toBe('Again');
    expect(textbox('City').value).toBe('Pune');
    expect((screen.getByRole('checkbox', { name: 'Bug' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('hasErrors', () => {
  it('finds a message anywhere in an error tree', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ customer: {}, billing: { city: undefined } })).toBe(false);
    expect(hasErrors({ customer: {}, billing: { city: 'City is required' } })).toBe(true);
    expect(hasErrors({ email: '' })).toBe(false);
  });
});
