import { describe, expect, it, vi } from 'vitest';
import { onFirstToast } from './firstToast';
import { toast, toastQueue } from './toast';

// This file has its own module graph: no toast has been queued before it.
describe('onFirstToast', () => {
  it('calls each listener once, on the first toast, and at once for a listener that comes after', () => {
    const early = vi.fn();
    const gone = vi.fn();
    onFirstToast(early);
    const unsubscribe = onFirstToast(gone);
    unsubscribe();
    expect(early).not.toHaveBeenCalled();

    toast.info('Saved');
    toast.success('Saved again');
    expect(early).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    // The queue kept them for a region that mounts now.
    expect(toastQueue.visibleToasts.map((t) => t.content.title).sort()).toEqual(['Saved', 'Saved again']);

    const late = vi.fn();
    onFirstToast(late);
    expect(late).toHaveBeenCalledTimes(1);
    toastQueue.clear();
  });
});
