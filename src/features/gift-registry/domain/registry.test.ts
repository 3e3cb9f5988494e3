import type { AddressRecord } from '../../../shared/domain/address';
import { isRegistryAddress, mayUseRegistry, registryDeliveryAddress } from './registry';

describe('mayUseRegistry', () => {
  const pub = { storeId: 1, customerId: 7, isPublic: true };
  const priv = { ...pub, isPublic: false };
  it.each([
    ['a public registry, guest, same store', pub, { storeId: 1, customerId: null }, true],
    ['a public registry, another customer', pub, { storeId: 1, customerId: 8 }, true],
    ['a public registry, another store', pub, { storeId: 2, customerId: null }, false],
    ['a private registry, its registrant', priv, { storeId: 1, customerId: 7 }, true],
    ['a private registry, another customer', priv, { storeId: 1, customerId: 8 }, false],
    ['a private registry, a guest', priv, { storeId: 1, customerId: null }, false],
    ['a private registry, its registrant in another store', priv, { storeId: 2, customerId: 7 }, false],
  ])('%s → %s', (_name, registry, shopper, expected) => {
    expect(mayUseRegistry(registry, shopper)).toBe(expected);
  });
});

describe('registryDeliveryAddress', () => {
  const address: AddressRecord = {
    firstname: 'Jane',
    lastname: 'Doe',
    street: ['221B Baker Street'],
    city: 'London',
    postcode: 'NW1 6XE',
    countryId: 'GB',
    telephone: '+447400123456',
    email: 'jane.doe@example.com',
    customerAddressId: 3,
    saveInAddressBook: true,
  };

  it('marks the address as the registry’s and drops the registrant’s email and address-book link', () => {
    const delivery = registryDeliveryAddress(5, address);
    expect(delivery).toEqual({
      firstname: 'Jane',
      lastname: 'Doe',
      street: ['221B Baker Street'],
      city: 'London',
      postcode: 'NW1 6XE',
      countryId: 'GB',
      telephone: '+447400123456',
      customerAddressId: null,
      giftRegistryId: 5,
    });
    expect(isRegistryAddress(delivery)).toBe(true);
  });

  it('tells a shopper’s own address from a registry’s', () => {
    expect(isRegistryAddress(address)).toBe(false);
    expect(isRegistryAddress(null)).toBe(false);
    expect(isRegistryAddress({ ...address, giftRegistryId: null })).toBe(false);
  });
});
