// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CountryFields } from '../../directory/web/countries';
import { AddressFinderSlot } from './address-finder-slot';
import { fillAddressForm } from './fill-address';

const config = { enabled: true, serviceUrl: '/sb', key: 'K', countries: ['GB'], language: 'en' as const };
vi.mock('./finder-config', () => ({ useFinderConfig: () => ({ data: config }) }));

const GB: CountryFields = {
  id: 'GB',
  name: 'United Kingdom',
  isDefault: true,
  regions: [],
  isRegionRequired: false,
  isRegionVisible: true,
  isZipcodeOptional: false,
  postcodeExamples: [],
};
const US: CountryFields = {
  ...GB,
  id: 'US',
  name: 'United States',
  isDefault: false,
  regions: [
    { id: 12, code: 'CA', name: 'California' },
    { id: 13, code: 'CO', name: 'Colorado' },
  ],
  isRegionRequired: true,
};

afterEach(cleanup);

describe('AddressFinderSlot', () => {
  it('loads the finder lazily; manual entry hides it for 60 seconds, then it comes back', async () => {
    const onManualEntry = vi.fn();
    render(<AddressFinderSlot idPrefix="shipping" country="GB" countries={[GB]} setField={() => {}} onManualEntry={onManualEntry} />);
    expect(await screen.findByRole('combobox', { name: 'Quick Address Finder' })).toBeTruthy();
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Enter Address Manually' }));
      expect(onManualEntry).toHaveBeenCalled();
      expect(screen.queryByRole('combobox', { name: 'Quick Address Finder' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Use Address Finder' })).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(59_000);
      });
      expect(screen.queryByRole('combobox', { name: 'Quick Address Finder' })).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByRole('combobox', { name: 'Quick Address Finder' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing where the store delivers to none of the finder’s countries', () => {
    const { container } = render(<AddressFinderSlot idPrefix="billing" country="US" countries={[US]} setField={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('fillAddressForm', () => {
  const address = {
    street: ['100 Main Street', 'Apt 4'] as [string, string],
    company: '',
    city: 'Denver',
    region: 'Colorado',
    regionCode: 'CO',
    postcode: '80202',
    country_id: 'US',
  };

  it('sets the country first, then the street, city, postcode and the listed region', () => {
    const set = vi.fn();
    fillAddressForm(address, [GB, US], set);
    expect(set.mock.calls).toEqual([
      ['country_id', 'US'],
      ['street.0', '100 Main Street'],
      ['street.1', 'Apt 4'],
      ['city', 'Denver'],
      ['postcode', '80202'],
      ['region_id', '13'],
    ]);
  });

  it('leaves the country to the shopper when the store does not deliver there', () => {
    const set = vi.fn();
    fillAddressForm(address, [GB], set);
    expect(set.mock.calls.map(([name]) => name)).toEqual(['street.0', 'street.1', 'city', 'postcode']);
  });
});
