// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { SHIPPING_METHOD_MISSING } from '../../shipping/domain';
import type { EstimatedShippingRate } from '../../../shared/web/api/types';
import { ShippingMethods } from './shipping-methods';

const rate = (code: string, excl: number, incl: number, extra: Partial<EstimatedShippingRate> = {}): EstimatedShippingRate => ({
  carrier_code: code,
  method_code: code,
  carrier_title: `${code} carrier`,
  method_title: `${code} method`,
  amount: incl,
  price_excl_tax: excl,
  price_incl_tax: incl,
  available: true,
  error_message: '',
  ...extra,
});

// The pickup point block under the methods reads the store's pickup settings.
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const render = (ui: ReactElement) => renderBare(ui, { wrapper });

describe('ShippingMethods (spec 001 §2 delivery method screens)', () => {
  it('lists each rate with its method, carrier, both prices and its delivery promise; a click selects it', () => {
    const onSelect = vi.fn();
    render(
      <ShippingMethods
        rates={[rate('flatrate', 3.33, 3.99, { extension_attributes: { tooltip_message: 'Delivered in 3–5 working days.' } })]}
        selected={null}
        onSelect={onSelect}
        showMissing={false}
        taxDisplay="both"
      />,
    );
    const table = screen.getByRole('table', { name: 'Select Shipping Option' });
    const radio = within(table).getByRole('radio', { name: /^flatrate method flatrate carrier/ });
    expect(document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent).toBe('Delivered in 3–5 working days.');
    expect(table.textContent).toMatch(/3\.33.*excl\. tax.*3\.99.*incl\. tax/);
    fireEvent.click(radio);
    expect(onSelect).toHaveBeenCalledWith('flatrate_flatrate');
  });

  it('shows the carrier error row, the missing-method message, no quotes, and the restriction instead of the list', () => {
    const { rerender } = render(
      <ShippingMethods
        rates={[rate('tablerate', 5, 6, { available: false, error_message: 'Field "Postcode" is required.' })]}
        selected={null}
        onSelect={() => {}}
        showMissing
      />,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Field "Postcode" is required.', SHIPPING_METHOD_MISSING]);
    expect((screen.getByRole('radio') as HTMLInputElement).disabled).toBe(true);
    rerender(<ShippingMethods rates={[]} selected={null} onSelect={() => {}} showMissing={false} />);
    expect(screen.getByText('Sorry, no quotes are available for this order at this time')).toBeTruthy();
    rerender(<ShippingMethods rates={[rate('flatrate', 3, 4)]} selected={null} onSelect={() => {}} showMissing restriction="No delivery here." />);
    expect(screen.getByRole('alert').textContent).toBe('No delivery here.');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
