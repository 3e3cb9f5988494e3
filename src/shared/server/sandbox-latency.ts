/** A latency range in milliseconds, as the environment's `*_SANDBOX_LATENCY_MS` variables give it ('250' or '120-450'). */
export interface LatencyRange {
  min: number;
  max: number;
}

/** A twin's latency: a whole number of milliseconds drawn anew for every call within the range. */
export function latencyWithin({ min, max }: LatencyRange): () => number {
  return () => min + Math.floor(Math.random() * Math.max(0, max - min));
}
