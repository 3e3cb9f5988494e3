import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted the frame being drawn now; answers a cancel. (An effect alone
 * can run before the paint: a task queued in an animation frame's callback runs after that frame.)
 */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the browser has painted what the component first drew, then true. For what the page's first
 * view can do without (a widget's code, a footer's list, data below the fold): its request then starts
 * once that view is on screen, instead of sharing the network and the main thread with what draws it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
