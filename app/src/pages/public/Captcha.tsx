import { captcha, dev, messageFor } from '@lnf/sdk';
import { Checkbox, toast } from '@lnf/ui';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { client } from '../../lib/api';

/** A verified captcha token, or null while the box is not ticked (or the check expired). */
export type CaptchaToken = string | null;

export interface CaptchaHandle {
  /** Clears the widget after a submit: a token is good for one inquiry only. */
  reset: () => void;
}

export interface CaptchaProps {
  label: string;
  onToken: (token: CaptchaToken) => void;
  ref?: Ref<CaptchaHandle>;
}

/** Under the box after a failed verification (the catalogue's message is the toast). */
const RETRY = 'The check did not go through. Please tick the box again.';

/** Tokens live two minutes on the server; the box unticks a little before, as reCAPTCHA's does. */
const TOKEN_LIFETIME_MS = 110_000;

/**
 * The demo form's captcha. By default the local widget (development and self-hosted servers): a
 * labelled checkbox that fetches a token from the server and verifies it at once, so it is usable
 * by keyboard and screen reader. With VITE_RECAPTCHA_SITE_KEY set at build time, Google's
 * reCAPTCHA v2 checkbox is used instead (the server then needs RECAPTCHA_SECRET).
 */
export function Captcha(props: CaptchaProps) {
  return import.meta.env.VITE_RECAPTCHA_SITE_KEY ? (
    <RecaptchaV2 {...props} siteKey={import.meta.env.VITE_RECAPTCHA_SITE_KEY} />
  ) : (
    <LocalCaptcha {...props} />
  );
}

function LocalCaptcha({ label, onToken, ref }: CaptchaProps) {
  const [state, setState] = useState<'idle' | 'checking' | 'verified' | 'error'>('idle');
  const [error, setError] = useState<string>();
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const attempt = useRef(0);

  const clear = () => {
    attempt.current++;
    clearTimeout(expiry.current);
    setState('idle');
    onToken(null);
  };
  useImperativeHandle(ref, () => ({ reset: () => (setError(undefined), clear()) }));
  useEffect(() => () => clearTimeout(expiry.current), []);

  async function tick(selected: boolean) {
    setError(undefined);
    if (!selected) return clear();
    const mine = ++attempt.current;
    setState('checking');
    try {
      const { token } = await dev.localCaptchaToken(client);
      await captcha.verify(client, token);
      if (mine !== attempt.current) return;
      setState('verified');
      onToken(token);
      expiry.current = setTimeout(() => {
        clear();
        setError('The check expired. Please tick the box again.');
      }, TOKEN_LIFETIME_MS);
    } catch (e) {
      if (mine !== attempt.current) return;
      setState('error');
      onToken(null);
      // Spec section 8: a failed verification is the toast 'Recaptcha Verification Failed'.
      toast.error(messageFor('captcha.verify', e));
      setError(RETRY);
    }
  }

  return (
    <Checkbox
      label={label}
      isSelected={state === 'checking' || state === 'verified'}
      onChange={(selected) => void tick(selected)}
      description={state === 'checking' ? 'Checking…' : state === 'verified' ? 'Verified' : undefined}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

interface Grecaptcha {
  render: (el: HTMLElement, options: Record<string, unknown>) => number;
  reset: (id?: number) => void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { ready: (cb: () => void) => void };
  }
}

let recaptchaScript: Promise<Grecaptcha> | undefined;
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    script.onload = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    document.head.append(script);
  });
  return recaptchaScript;
}

/** Google's reCAPTCHA v2 checkbox; its token is verified as soon as it arrives. */
function RecaptchaV2({ label, onToken, ref, siteKey }: CaptchaProps & { siteKey: string }) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number }>(undefined);
  const [error, setError] = useState<string>();
  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.api.reset(widget.current.id);
      onToken(null);
    },
  }));
  useEffect(() => {
    let live = true;
    loadRecaptcha()
      .then((api) => {
        if (!live || !box.current || widget.current) return;
        const id = api.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) =>
            captcha.verify(client, token).then(
              () => onToken(token),
              (e) => {
                toast.error(messageFor('captcha.verify', e));
                setError(RETRY);
              },
            ),
          'expired-callback': () => onToken(null),
        });
        widget.current = { api, id };
      })
      .catch(() => setError('The captcha could not be loaded.'));
    return () => {
      live = false;
    };
  }, [siteKey, onToken]);
  return (
    <div role="group" aria-label={label}>
      <div ref={box} />
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
