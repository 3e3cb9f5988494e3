// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import type { MethodBlockHandle } from '../../payment/web/method-plugin';
import { START_KEY } from '../domain';
import PayPalAgreementBlock from './agreement-block';
import PayPalExpressBlock from './express-block';

function json(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

function renderBlock(Block: typeof PayPalExpressBlock, props: { isCustomer: boolean }, answers: { saveOffered?: boolean; agreements?: unknown[] } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.endsWith('/paypal/express/config')) return json({ save_agreement_offered: answers.saveOffered ?? true });
      if (url.endsWith('/paypal/billing-agreements/mine')) return json(answers.agreements ?? []);
      return json(null);
    }),
  );
  const ref = createRef<MethodBlockHandle>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Block
        ref={ref}
        code="paypal_express"
        billingCountry="GB"
        subscription={false}
        disabled={false}
        quoteId={async () => 'quote-1'}
        grandTotal={9.98}
        {...props}
      />
    </QueryClientProvider>,
  );
  return ref;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the PayPal Express block', () => {
  it('says what happens next, sends a secret start key, and leaves for the shop’s start with it once the order is placed', async () => {
    const ref = renderBlock(PayPalExpressBlock, { isCustomer: false });
    expect(screen.getByText('You will sign in to PayPal and approve the payment there, then come back here to see your order.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const data = (await ref.current!.collect()) as { paypal_start_key: string };
    expect(Object.keys(data)).toEqual(['paypal_start_key']);
    expect(data.paypal_start_key).toMatch(START_KEY);
    // The same key for a retried click; the page then goes to the start with it.
    expect(await ref.current!.collect()).toEqual(data);
    expect(ref.current!.afterOrder!(data)).toEqual({ kind: 'leave', url: `/paypal/express/start?key=${data.paypal_start_key}` });
  });

  it('offers a signed-in customer to save PayPal for later payments, where the store offers it', async () => {
    const ref = renderBlock(PayPalExpressBlock, { isCustomer: true });
    const box = await screen.findByRole('checkbox', { name: 'Save PayPal for later payments' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(await ref.current!.collect()).not.toHaveProperty('paypal_save_agreement');
    fireEvent.click(box);
    expect(await ref.current!.collect()).toMatchObject({ paypal_save_agreement: true });
  });

  it('does not offer saving where the store does not', async () => {
    renderBlock(PayPalExpressBlock, { isCustomer: true }, { saveOffered: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it.each([
    ['cancelled', 'You cancelled the payment at PayPal. Your basket is as you left it: you can pay again or choose another payment method.'],
    ['declined', 'PayPal declined the payment. Your basket is as you left it: please choose another payment method.'],
  ])('back from PayPal %s, says why', (result, notice) => {
    window.history.replaceState(null, '', `/checkout?paypal=${result}#payment`);
    renderBlock(PayPalExpressBlock, { isCustomer: false });
    expect(screen.getByText(notice)).toBeTruthy();
  });
});

describe('the saved PayPal accounts block', () => {
  it('lists the accounts by their masked email, the first chosen, and pays with the one chosen', async () => {
    const ref = renderBlock(
      PayPalAgreementBlock,
      { isCustomer: true },
      {
        agreements: [
          { id: 4, payer_email: 'j***@example.com' },
          { id: 9, payer_email: 'w***@example.org' },
        ],
      },
    );
    const first = await screen.findByRole('radio', { name: 'PayPal j***@example.com' });
    expect(screen.getByRole('group', { name: 'Your saved PayPal accounts' })).toBeTruthy();
    expect((first as HTMLInputElement).checked).toBe(true);
    expect(await ref.current!.collect()).toEqual({ ba_agreement_id: '4' });
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal w***@example.org' }));
    expect(await ref.current!.collect()).toEqual({ ba_agreement_id: '9' });
    // Paid at once: the success page follows.
    expect(ref.current!.afterOrder).toBeUndefined();
  });

  it('has nothing to pay with when no account is left', async () => {
    const ref = renderBlock(PayPalAgreementBlock, { isCustomer: true }, { agreements: [] });
    await screen.findByText('You have no saved PayPal account.');
    expect(await ref.current!.collect()).toBe(false);
  });
});
