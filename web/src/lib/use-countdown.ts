import { useEffect, useRef, useState } from 'react';

/**
 * Counts down one second at a time from `start(seconds)`, then calls `onDone` once (the redirect to the sign-in
 * page after a password change, spec 000 §4 and §9); the seconds left, null before it starts.
 */
export function useCountdown(onDone: () => void): { left: number | null; start: (seconds: number) => void } {
  const [left, setLeft] = useState<number | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (left === null) return;
    if (left === 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
}
