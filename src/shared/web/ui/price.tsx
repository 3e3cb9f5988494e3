const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Prices come from the API as decimals in GBP. */
export function formatMoney(value: number): string {
  return formatter.format(value);
}

export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={className ? `price ${className}` : 'price'}>{formatMoney(value)}</span>;
}
