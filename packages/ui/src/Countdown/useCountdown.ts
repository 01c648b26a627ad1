import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left until `seconds` from mount (or from the last change of `seconds`) have
 * passed. Each tick reads the clock instead of counting intervals, so a throttled background
 * tab still shows the true time when it wakes; `onEnd` runs once, at 0.
 */
export function useCountdown(seconds: number, onEnd?: () => void): number {
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(seconds)));
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    const endAt = Date.now() + Math.max(0, seconds) * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = Math.max(0, endAt - Date.now());
      const whole = Math.ceil(left / 1000);
      setRemaining(whole);
      if (whole === 0) {
        onEndRef.current?.();
        return;
      }
      // Wake just after the next whole second, not on a drifting fixed interval.
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [seconds]);

  return remaining;
}
