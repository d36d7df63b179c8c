import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a frame callback runs before the
 * next paint, and a task queued from it runs after that paint. What a component draws behind this
 * waits one frame, so what it draws at once (a page's heading) is on the screen before the rest is
 * built. React's deferred values run as soon as the first commit is done, often before the browser
 * has painted it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
