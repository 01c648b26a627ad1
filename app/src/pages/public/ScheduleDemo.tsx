import { customer, MESSAGES, messageFor, RULES, TIMINGS } from '@lnf/sdk';
import { Button, ComboBox, Form, TextArea, TextField, toast } from '@lnf/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { COUNTRIES } from '../../content/countries';
import { scheduleDemo as copy } from '../../content/schedule-demo';
import { client } from '../../lib/api';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { Captcha, type CaptchaHandle, type CaptchaToken } from './Captcha';
import { ContactFacts } from './ContactFacts';
import { FormLayout } from './FormLayout';
import styles from './FormFields.module.css';

const EMPTY = {
  firstName: '',
  lastName: '',
  businessName: '',
  websiteUrl: '',
  email: '',
  mobile: '',
  country: 'IN',
  description: '',
};

type Phase = keyof typeof copy.buttons;

const countryItems = COUNTRIES.map((c) => ({ id: c.code, label: c.name }));

// The slot picker, only once a request is in: the page's first load does not carry it.
const DemoSlotPicker = lazy(() => import('./DemoSlotPicker'));

/**
 * /schedule-demo: the demo inquiry of spec sections 2, 3 and 5; once it is in, the slot picker for
 * its booking token shows under the form (docs/api.md, 'Demo bookings').
 */
export default function ScheduleDemo() {
  const form = useForm(RULES.scheduleDemo, EMPTY, { reveal: 'blur' });
  const [phase, setPhase] = useState<Phase>('idle');
  const [token, setToken] = useState<CaptchaToken>(null);
  // The last request's booking token: its slot picker shows under the form.
  const [bookingToken, setBookingToken] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const phaseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(phaseTimer.current), []);

  // Spec section 4: the outcome shows on the button at once; its message (and, after a success,
  // the reset form) follows 1 s later, and the button keeps the outcome as long as the message.
  const finish = useCallback((outcome: 'submitted' | 'failed', followUp: () => void) => {
    setPhase(outcome);
    clearTimeout(phaseTimer.current);
    phaseTimer.current = setTimeout(() => {
      followUp();
      phaseTimer.current = setTimeout(() => setPhase('idle'), TIMINGS.demoMessage);
    }, TIMINGS.submitFollowUp);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'submitting') return;
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    if (!token) {
      toast.error(MESSAGES.checkRecaptcha);
      return;
    }
    setPhase('submitting');
    try {
      const inquiry = await customer.submitInquiry(client, {
        ...form.values,
        status: 'CREATED',
        recaptchaToken: token,
      });
      // The funnel's demo request (sent only with the visitor's consent to analytics cookies).
      void import('../../lib/analytics').then((a) => a.track('demo_request'));
      finish('submitted', () => {
        toast.success(copy.success.heading, { description: copy.success.text, timeout: TIMINGS.demoMessage });
        form.reset();
        setBookingToken(inquiry.bookingToken ?? null);
      });
    } catch (error) {
      const message = messageFor('customer.submitInquiry', error);
      finish('failed', () => toast.error(message, { description: copy.failure.text, timeout: TIMINGS.demoMessage }));
    } finally {
      // A token is spent by one inquiry (or burnt by a failed one): the next submit needs a new tick.
      captchaRef.current?.reset();
    }
  }

  const field = form.field;
  return (
    <FormLayout intro={copy.intro} formHeading={copy.formHeading} aside={<ContactFacts />}>
      <Form onSubmit={onSubmit} aria-label={copy.formHeading}>
        <div className={styles.Row}>
          <TextField {...field('firstName')} label={copy.labels.firstName} autoComplete="given-name" isRequired />
          <TextField {...field('lastName')} label={copy.labels.lastName} autoComplete="family-name" isRequired />
        </div>
        <TextField {...field('businessName')} label={copy.labels.businessName} autoComplete="organization" isRequired />
        <TextField
          {...field('websiteUrl')}
          label={copy.labels.websiteUrl}
          type="url"
          autoComplete="url"
          description={copy.hints.websiteUrl}
        />
        <div className={styles.Row}>
          <TextField {...field('email')} label={copy.labels.email} type="email" autoComplete="email" isRequired />
          <TextField {...field('mobile')} label={copy.labels.mobile} type="tel" autoComplete="tel" isRequired />
        </div>
        <ComboBox
          label={copy.labels.country}
          name="country"
          defaultItems={countryItems}
          value={form.values.country || null}
          onChange={(key) => form.set('country', key ? String(key) : '')}
          onBlur={field('country').onBlur}
          isInvalid={Boolean(form.errors.country)}
          errorMessage={form.errors.country}
          isRequired
        />
        <TextArea
          {...field('description')}
          label={copy.labels.description}
          description={copy.hints.description}
          rows={4}
          isRequired
        />
        <Captcha ref={captchaRef} label={copy.labels.captcha} onToken={setToken} />
        <Button type="submit" size="lg" className={styles.Submit}>
          {copy.buttons[phase]}
        </Button>
      </Form>
      {bookingToken && (
        <Suspense fallback={null}>
          <DemoSlotPicker key={bookingToken} action={{ kind: 'book', bookingToken }} headingLevel={3} />
        </Suspense>
      )}
    </FormLayout>
  );
}
