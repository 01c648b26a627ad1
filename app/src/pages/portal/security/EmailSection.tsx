import { useState, type FormEvent } from 'react';
import { Button, Card, Form, OtpInput, TextField, toast } from '@lnf/ui';
import { OTP_LENGTH, pickRules, RULES } from '@lnf/sdk';
import { requestEmailChange, verifyEmailChange } from '../../../data/accountSecurity';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';

/**
 * Change the sign-in email: the new address gets a code, the code makes the change, and the old
 * address is mailed a link that undoes it for 7 days.
 */
const ADDRESS_RULES = pickRules(RULES.changeEmail, ['email']);
const CODE_RULES = pickRules(RULES.changeEmail, ['otp']);

export function EmailSection({ email }: { email: string }) {
  const form = useForm(ADDRESS_RULES, { email: '' });
  const code = useForm(CODE_RULES, { otp: '' });
  const [step, setStep] = useState<'address' | 'code'>('address');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const container = event.currentTarget;
    if (step === 'address') {
      if (!form.check()) return focusFirstInvalid(container);
      setBusy(true);
      const sent = await requestEmailChange(form.values.email.trim().toLowerCase());
      setBusy(false);
      if (sent) {
        code.reset({ otp: '' });
        setStep('code');
      }
      return;
    }
    if (!code.check()) return focusFirstInvalid(container);
    setBusy(true);
    const changed = await verifyEmailChange(form.values.email.trim().toLowerCase(), code.values.otp);
    setBusy(false);
    if (!changed) return;
    toast.success(`Your email is now ${changed}. ${email} was sent a link that undoes the change for 7 days.`);
    form.reset({ email: '' });
    code.reset({ otp: '' });
    setStep('address');
  }

  return (
    <PortalSection title="Email" id="email">
      <Card padding="md">
        <p className={forms.Note}>
          You sign in with <strong>{email}</strong>. A new address must be confirmed with a code sent to it.
        </p>
        <Form onSubmit={onSubmit} validationErrors={{ ...form.errors, ...code.errors }} aria-label="Change email">
          <div className={forms.Grid}>
            <TextField
              {...form.field('email')}
              label="New email"
              type="email"
              autoComplete="email"
              isReadOnly={step === 'code'}
            />
            {step === 'code' && (
              <OtpInput
                length={OTP_LENGTH}
                label="Code"
                name="otp"
                description={`Enter the ${OTP_LENGTH}-digit code sent to ${form.values.email}.`}
                value={code.values.otp}
                onChange={(next) => code.set('otp', next)}
                isInvalid={Boolean(code.errors.otp)}
                errorMessage={code.errors.otp}
                autoFocus
              />
            )}
            <div className={forms.Actions}>
              <Button type="submit" isPending={busy} pendingLabel={step === 'code' ? 'Changing email' : 'Sending code'}>
                {step === 'code' ? 'Change email' : 'Send code'}
              </Button>
              {step === 'code' && (
                <Button
                  variant="ghost"
                  onPress={() => {
                    code.reset({ otp: '' });
                    setStep('address');
                  }}
                >
                  Use another address
                </Button>
              )}
            </div>
          </div>
        </Form>
      </Card>
    </PortalSection>
  );
}
