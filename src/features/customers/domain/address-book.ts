/** The parts of an address that tell one address-book entry from another. */
export interface BookAddressKey {
  lastname: string;
  street: readonly string[];
  postcode?: string | null;
  countryId: string;
  telephone: string;
}

/**
 * Whether an address is already in the book: same person's name, street, postcode, country and
 * telephone, so the book never gains a copy (an order's address, a new default).
 */
export function sameBookAddress(a: BookAddressKey, b: BookAddressKey): boolean {
  return (
    a.lastname === b.lastname &&
    a.street.join('\n') === b.street.join('\n') &&
    (a.postcode ?? null) === (b.postcode ?? null) &&
    a.countryId === b.countryId &&
    a.telephone === b.telephone
  );
}
