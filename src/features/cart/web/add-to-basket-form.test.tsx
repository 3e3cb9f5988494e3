// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AddToBasketForm } from './add-to-basket-form';
import type { ProductView } from '../../catalog/web/product';
import { addToBasketOption } from './use-add-to-basket';

const mutate = vi.fn();
vi.mock('./use-add-to-basket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./use-add-to-basket')>()),
  useAddToBasket: () => ({ mutate, isPending: false, isSuccess: false, error: null }),
}));

const device: ProductView = {
  id: 3,
  sku: 'EPEN3-KIT-SILVER',
  name: 'ePen 3 Device Kit – Silver',
  price: 14.99,
  urlKey: 'epen-3-device-kit-silver',
  description: '',
  image: '',
  category: 'devices',
  kind: 'device',
  subscriptionIntervals: [],
  subscriptionExplanation: '',
  subscriptionTerms: null,
  inStock: true,
  stock: { state: 'in_stock' },
  ageRestricted: true,
  maxSaleQty: 100,
  facts: { nicotineMgPerMl: null, volumeMl: null, packSize: 1, flavourFamily: null, ingredients: null, fits: [], fittedBy: [] },
  personalisation: {
    typefaces: ['Classic Serif', 'Modern Sans', 'Script'],
    orientations: ['Horizontal', 'Vertical'],
    patterns: ['None', 'Waves', 'Geometric', 'Dots'],
    icons: ['None', 'Heart', 'Star', 'Leaf'],
    max_length: 20,
  },
};

function renderForm(product: ProductView) {
  render(
    <MemoryRouter>
      <AddToBasketForm product={product} />
    </MemoryRouter>,
  );
}

const addButton = () => screen.getByRole('button', { name: 'Add to Basket' });

describe('AddToBasketForm personalisation', () => {
  beforeEach(() => mutate.mockReset());

  it('offers no engraving for a product that cannot be personalised, and adds as before', async () => {
    renderForm({ ...device, sku: 'EPOD2-KIT-BLUE', personalisation: null });
    expect(screen.queryByRole('group', { name: 'Personalise your device' })).toBeNull();
    fireEvent.click(addButton());
    await waitFor(() => expect(mutate).toHaveBeenCalledOnce());
    expect(mutate.mock.calls[0][0]).toEqual({ sku: 'EPOD2-KIT-BLUE', qty: 1, subscribe: false, interval: undefined, personalisation: undefined });
  });

  it('adds a personalisable device without an engraving when the fields are left empty', async () => {
    renderForm(device);
    await screen.findByRole('group', { name: 'Personalise your device' });
    fireEvent.click(addButton());
    await waitFor(() => expect(mutate).toHaveBeenCalledOnce());
    expect(mutate.mock.calls[0][0].personalisation).toBeUndefined();
  });

  it('sends the engraving with the add-to-basket call', async () => {
    renderForm(device);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Front text' }), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Front pattern' }), { target: { value: 'Dots' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Back text' }), { target: { value: 'Est. 2024' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(mutate).toHaveBeenCalledOnce());
    expect(mutate.mock.calls[0][0]).toMatchObject({
      sku: 'EPEN3-KIT-SILVER',
      qty: 1,
      personalisation: {
        front: { text: 'Jane', typeface: 'Classic Serif', orientation: 'Horizontal', pattern: 'Dots' },
        back: { text: 'Est. 2024', typeface: 'Classic Serif', orientation: 'Horizontal' },
      },
    });
  });

  it('does not add while the engraving is refused, and says why under the field', async () => {
    renderForm(device);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Back text' }), { target: { value: '<b>x</b>' } });
    fireEvent.click(addButton());
    await screen.findByText('HTML tags are not allowed.');
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe('addToBasketOption', () => {
  const engraving = { front: { text: 'Jane', typeface: 'Script', orientation: 'Horizontal' } };
  it.each([
    ['a plain one-time purchase: none', { subscribe: false }, undefined],
    [
      'a subscription',
      { subscribe: true, interval: 1 },
      { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval: 1 } } },
    ],
    [
      'an engraving',
      { subscribe: false, personalisation: engraving },
      { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: false, interval: 0 }, personalisation: engraving } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(addToBasketOption({ sku: 'X', qty: 1, ...input })).toEqual(expected);
  });
});
