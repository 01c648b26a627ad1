import { ApiError, messageFor } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';

/** The server's sentence for a refusal it explains (a 4xx but 401: a wrong code, too many tries), else the catalogue's for `call`. */
export function refusal(call: string, error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.message.trim()
  )
    return error.message;
  return messageFor(call, error);
}

/**
 * Runs one write; a failure is toasted in `describe`'s words and answers null. The resource under
 * `key` is asked again either way: it may have changed even when the write was refused.
 */
export async function attempt<T>(
  key: readonly unknown[],
  describe: (error: unknown) => string,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    toast.error(describe(error));
    return null;
  } finally {
    void mutate(key);
  }
}
