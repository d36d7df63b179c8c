import { useEffect, useRef, useState } from 'react';

import { countAt } from './count-up';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Counts from 0 to `target` once the element scrolls into view; with reduced motion (or without
 * IntersectionObserver) it shows the target at once.
 */
export function useCountUp<E extends Element>(target: number | undefined) {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (target === undefined || !element) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setValue(target);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const next = countAt(now - start, target);
        setValue(next);
        if (next < target) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return { ref, value };
}
