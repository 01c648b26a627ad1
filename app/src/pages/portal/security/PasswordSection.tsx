import { useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, Form, TextField, toast } from '@lnf/ui';
import { RULES } from '@lnf/sdk';
import { changePassword } from '../../../data/accountSecurity';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { PortalSection } from '../shared/PortalPage';
import forms from '../shared/Forms.module.css';

const EMPTY = { currentPassword: '', newPwd: '', confirmPwd: '' };

/** Change the password with the current one; optionally sign every other browser out. */
export function PasswordSection({ userId }: { userId: string }) {
  const form = useForm(RULES.changePassword, EMPTY);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setSaving(true);
    const changed = await changePassword(userId, { ...form.values, signOutOthers });
    setSaving(false);
    if (!changed) return;
    form.reset(EMPTY);
    toast.success(signOutOthers ? 'Password changed. Your other sessions were signed out.' : 'Password changed.');
  }

  return (
    <PortalSection title="Password" id="password">
      <Card padding="md">
        <Form onSubmit={onSubmit} validationErrors={form.errors} aria-label="Change password">
          <div className={forms.Grid}>
            <TextField
              {...form.field('currentPassword')}
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <TextField
              {...form.field('newPwd')}
              label="New password"
              type="password"
              autoComplete="new-password"
              description="5 to 20 characters."
            />
            <TextField
              {...form.field('confirmPwd')}
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
            />
            <Checkbox
              label="Sign out every other session"
              description="Browsers where you are signed in now must sign in again with the new password."
              isSelected={signOutOthers}
              onChange={setSignOutOthers}
            />
            <div className={forms.Actions}>
              <Button type="submit" isPending={saving} pendingLabel="Changing password">
                Change password
              </Button>
            </div>
          </div>
        </Form>
      </Card>
    </PortalSection>
  );
}
