import { useMemo, type Ref, type RefCallback } from 'react';

/**
 * One callback ref that sets every ref given, so a component can keep its own ref on an element
 * and still hand the element to the caller's `ref`. Stable while the refs are.
 */
export function useMergedRef<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useMemo(
    () => (value: T | null) => {
      for (const ref of refs) {
        if (typeof ref === 'function') ref(value);
        else if (ref) ref.current = value;
      }
    },
    // The refs themselves are the dependencies: a new callback only when one of them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- variadic by design
    refs,
  );
}
