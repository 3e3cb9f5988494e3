/** A subscription line's badge: 'Monthly subscription', 'Every 2 months subscription' (basket and order summary). */
export function subscriptionLabel(months: number): string {
  return months === 1 ? 'Monthly subscription' : `Every ${months} months subscription`;
}
