/** A polite "busy" line; screen readers hear it once, sighted shoppers see a quiet placeholder. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="loading">
      {label}
    </p>
  );
}
