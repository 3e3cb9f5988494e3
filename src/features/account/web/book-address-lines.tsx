import { AddressLines } from '../../orders/web';
import type { BookAddress } from './account-api';

/** An address of the book, written as an order's address is. */
export function BookAddressLines({ address }: { address: BookAddress }) {
  return <AddressLines address={{ ...address, company: address.company ?? null, region: address.region.region }} />;
}
