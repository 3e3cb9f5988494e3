// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import CardFormBlock, { type CardFormHandle } from './card-form';
import { DISCLAIMER_DIALOG_SIZE } from './save-card-disclaimer';
import { hasSubscriptionLine } from './subscription-lines';

const visa = {
  id: 7,
  type: 'VI',
  type_label: 'Visa',
  last4: '1111',
  masked: '•••• 1111',
  expiry_month: 12,
  expiry_year: 2030,
  expires: '12/2030',
  cardholder_name: 'Jane Doe',
  is_expired: false,
  created_at: '2026-11-25T12:00:00.000Z',
};
const amex = { ...visa, id: 8, type: 'AE', type_label: 'American Express', last4: '0005', masked: '•••• 0005' };
const expired = { ...visa, id: 9, last4: '0002', masked: '•••• 0002', expires: '01/2020', is_expired: true };
const config = { enabled: true, disclaimer: 'By saving your card you agree.', disclaimerMandatory: true };

function json(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

function renderForm(props: { isCustomer: boolean; subscription?: boolean; forSubscription?: boolean }, cards: unknown[] = [visa, amex, expired]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      if (url.endsWith('/worldpay/savedcard/config')) return json(config);
      if (url.endsWith('/customers/me/saved-cards')) return json(cards);
      if (url.endsWith('/worldpay/payment/types')) return json(['VI', 'MC', 'AE']);
      return json(null);
    }),
  );
  const ref = createRef<CardFormHandle>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CardFormBlock ref={ref} countryId="GB" {...props} />
    </QueryClientProvider>,
  );
  return { ref, urls };
}

afterEach(() => vi.unstubAllGlobals());

describe('saved cards on the card form (spec 002 §4)', () => {
  it('lists the customer’s cards that have not expired before “Use a new card”; a saved card hides the new-card fields and vice versa', async () => {
    renderForm({ isCustomer: true });
    const group = await screen.findByRole('group', { name: 'Pay with' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Visa •••• 1111, expires 12/2030',
      'American Express •••• 0005, expires 12/2030',
      'Use a new card',
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(screen.getByLabelText('Card Verification Number')).toBeTruthy();
    fireEvent.click(radios[2]);
    expect(screen.getByLabelText('Card Number')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Save my card for future payments' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Saved card/ })).toBeNull();
    fireEvent.click(radios[0]);
    expect(screen.queryByLabelText('Card Number')).toBeNull();
  });

  it('asks the saved card’s CVV of its type’s size (CCAM3) and answers its vault id, never a token', async () => {
    const { ref } = renderForm({ isCustomer: true });
    const cvv = await screen.findByLabelText('Card Verification Number');
    fireEvent.change(cvv, { target: { value: '1234' } });
    let result: unknown;
    await act(async () => {
      result = await ref.current!.collect();
    });
    expect(result).toBeNull();
    expect(screen.getByText('Invalid security code for the saved card.')).toBeTruthy();
    expect(document.activeElement).toBe(cvv);
    fireEvent.change(cvv, { target: { value: '123' } });
    await act(async () => {
      result = await ref.current!.collect();
    });
    expect(result).toEqual({ isSavedCardPayment: true, tokenCode: '7', saved_cc_cid: '123' });

    fireEvent.click(screen.getByRole('radio', { name: /American Express/ }));
    fireEvent.change(screen.getByLabelText('Card Verification Number'), { target: { value: '123' } });
    await act(async () => {
      result = await ref.current!.collect();
    });
    expect(result).toBeNull();
    fireEvent.change(screen.getByLabelText('Card Verification Number'), { target: { value: '1234' } });
    await act(async () => {
      result = await ref.current!.collect();
    });
    expect(result).toEqual({ isSavedCardPayment: true, tokenCode: '8', saved_cc_cid: '1234' });
  });

  it('a guest gets neither saved cards nor “save my card”', async () => {
    const { urls } = renderForm({ isCustomer: false });
    expect(await screen.findByLabelText('Card Number')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Save my card for future payments' })).toBeNull();
    expect(urls.some((u) => u.includes('saved-cards') || u.includes('savedcard'))).toBe(false);
  });

  it('saving needs the disclaimer (CCAM5), a subscription needs the card saved (CCAM4)', async () => {
    const { ref } = renderForm({ isCustomer: true, subscription: true }, []);
    const save = await screen.findByRole('checkbox', { name: 'Save my card for future payments' });
    let result: unknown;
    await act(async () => {
      result = await ref.current!.collect();
    });
    expect(result).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Subscribed customers must save the card to place the order.');
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    await act(async () => {
      result = await ref.current!.collect();
    });
    expect(screen.getByRole('alert').textContent).toContain('Please accept the disclaimer to save the card.');
  });

  it('the disclaimer opens in a labelled modal dialog: focus inside, Escape closes and gives focus back, Agree accepts', async () => {
    renderForm({ isCustomer: true }, []);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Save my card for future payments' }));
    const opener = screen.getByRole('button', { name: 'Read the disclaimer' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Saved card disclaimer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('By saving your card you agree.');
    // Spec 002 §9: 450 × 350 px (the journey measures it in a browser).
    expect(DISCLAIMER_DIALOG_SIZE).toEqual({ width: 450, height: 350 });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Agree' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Agree' }));
    expect(screen.getByText('You have accepted the disclaimer.')).toBeTruthy();
  });
});

describe('a subscription’s card (subscribe_pro)', () => {
  const profile = { ...visa, id: 11, last4: '4444', masked: '•••• 4444', type: 'MC', type_label: 'MasterCard', pays_subscriptions: true };

  it('offers only the customer’s subscription payment profiles, and a saved profile answers its vault id and CVV', async () => {
    const { ref } = renderForm({ isCustomer: true, subscription: true, forSubscription: true }, [{ ...visa, pays_subscriptions: false }, profile]);
    const group = await screen.findByRole('group', { name: 'Pay with' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['MasterCard •••• 4444, expires 12/2030', 'Use a new card']);
    fireEvent.change(screen.getByLabelText('Card Verification Number'), { target: { value: '321' } });
    let result: unknown;
    await act(async () => {
      result = await ref.current!.collect();
    });
    expect(result).toEqual({ isSavedCardPayment: true, tokenCode: '11', saved_cc_cid: '321' });
  });

  it('always saves a new card: no “save my card” choice, a note instead; the disclaimer is still needed (CCAM5, focus on its button)', async () => {
    const { ref } = renderForm({ isCustomer: true, subscription: true, forSubscription: true }, [{ ...visa, pays_subscriptions: false }]);
    expect(await screen.findByText('Your card will be saved to pay your subscription’s renewals. You will find it under Stored Payment Methods.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Save my card for future payments' })).toBeNull();
    let result: unknown;
    await act(async () => {
      result = await ref.current!.collect();
    });
    expect(result).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Please accept the disclaimer to save the card.');
    const opener = screen.getByRole('button', { name: 'Read the disclaimer' });
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Agree' }));
    expect(screen.getByText('You have accepted the disclaimer.')).toBeTruthy();
  });
});

describe('a subscription line in the basket', () => {
  it.each([
    [[{ options: JSON.stringify([{ label: 'Subscription', value: 'Every 1 month(s)' }]) }], true],
    [[{ options: '[]' }, {}], false],
    [[{ options: 'not json' }], false],
    [undefined, false],
  ])('%j → %s', (items, expected) => expect(hasSubscriptionLine(items)).toBe(expected));
});
