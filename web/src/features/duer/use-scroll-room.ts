import { useEffect, useState } from 'react';

/** Spec 002 §9: the scroll-to-bottom button shows when more than 100 px remain below (and to-top above). */
export const SCROLL_ROOM = 100;

/** Whether the page has more than 100 px to scroll above and below the view, followed as it scrolls. */
export function useScrollRoom(): { above: boolean; below: boolean } {
  const [room, setRoom] = useState({ above: false, below: false });
  useEffect(() => {
    const measure = () => {
      const { scrollY, innerHeight } = window;
      const below = document.documentElement.scrollHeight - (scrollY + innerHeight);
      setRoom((r) => {
        const next = { above: scrollY > SCROLL_ROOM, below: below > SCROLL_ROOM };
        return r.above === next.above && r.below === next.below ? r : next;
      });
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, []);
  return room;
}
