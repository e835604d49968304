import { useEffect, useRef } from 'react';

/**
 * Calls `onReached` when the element at the end of a list comes within `marginPx` of the screen (spec 001 §9:
 * 100 px for a list, 200 px for a table), while `active`: the infinite scroll's trigger.
 */
export function useEndOfList(active: boolean, marginPx: number, onReached: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onReached);
  useEffect(() => {
    latest.current = onReached;
  });
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, marginPx]);
  return ref;
}
