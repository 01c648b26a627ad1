/**
 * `@simplewebauthn/browser`, fetched on the first press of a passkey button only, so neither the
 * entry nor the portal's shared chunk carries it.
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/**
 * Whether a WebAuthn call ended because the person closed the browser's prompt or it timed out
 * (NotAllowedError, AbortError): nothing went wrong that a message should dwell on.
 */
export function passkeyCancelled(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'AbortError';
}
