// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRef } from 'react';
import french from '../../../../shared/domain/i18n/catalogues/fr.json';
import { WALLET_NETWORK_NOT_ACCEPTED } from '../../domain/wallets/messages';
import type { WalletConfig } from '../../domain/wallets/payment-request';
import type { MethodBlockHandle } from '../method-plugin';
import WalletMethodBlock from './wallet-method';

const CONFIG: WalletConfig = {
  enabled: true,
  supportedMethods: 'http://localhost:3001/wallet/pay',
  merchantName: 'Vype',
  networks: ['VISA', 'MASTERCARD', 'AMEX'],
};
const NOT_AVAILABLE = 'Paying with a wallet is not available in this browser or on this device. Please choose another payment method.';
const TOKEN = `wt1.${'a'.repeat(120)}.${'b'.repeat(43)}`;

/** The wallet's answer as Google Pay's PaymentData. */
const paymentData = (cardNetwork = 'VISA', cardDetails = '1111') => ({
  apiVersion: 2,
  apiVersionMinor: 0,
  paymentMethodData: {
    type: 'CARD',
    description: `${cardNetwork} •••• ${cardDetails}`,
    info: { cardNetwork, cardDetails },
    tokenizationData: { type: 'PAYMENT_GATEWAY', token: TOKEN },
  },
});

/** A stand-in for the browser's PaymentRequest: what it was asked, and what its wallet answers. */
function fakeWallet(options: { canPay?: boolean; answer?: () => Promise<unknown> } = {}) {
  const requests: { methods: unknown; details: unknown }[] = [];
  const complete = vi.fn(async (_result: string) => undefined);
  class FakePaymentRequest {
    constructor(methods: unknown, details: unknown) {
      requests.push({ methods, details });
    }
    canMakePayment = async () => options.canPay ?? true;
    show = async () => ({ methodName: CONFIG.supportedMethods, details: await (options.answer ?? (async () => paymentData()))(), complete });
  }
  vi.stubGlobal('PaymentRequest', FakePaymentRequest);
  return { requests, complete };
}

function renderBlock(config: WalletConfig = CONFIG, grandTotal = 15.97) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).endsWith('/worldpay/wallets/config') ? config : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const ref = createRef<MethodBlockHandle>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WalletMethodBlock
        ref={ref}
        code="worldpay_wallets"
        billingCountry="GB"
        isCustomer={false}
        subscription={false}
        disabled={false}
        quoteId={async () => 'q'}
        grandTotal={grandTotal}
      />
    </QueryClientProvider>,
  );
  return ref;
}

const collect = async (ref: React.RefObject<MethodBlockHandle | null>) => {
  let data: unknown;
  await act(async () => {
    data = await ref.current!.collect();
  });
  return data;
};

describe('the wallet’s block (worldpay_wallets)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the wallet for the grand total the page shows, and sends its token with the card’s network and last four digits only', async () => {
    const wallet = fakeWallet();
    const ref = renderBlock();
    expect(await screen.findByText('Your wallet opens when you press Pay with your wallet: confirm £15.97 there to place your order.')).toBeTruthy();
    expect(await collect(ref)).toEqual({ wallet_token: TOKEN, wallet_card_network: 'VISA', wallet_card_last4: '1111' });
    const shown = wallet.requests.at(-1)!;
    expect(shown.details).toEqual({ total: { label: 'Order total', amount: { currency: 'GBP', value: '15.97' } } });
    expect(shown.methods).toMatchObject([{ supportedMethods: CONFIG.supportedMethods, data: { merchantInfo: { merchantName: 'Vype' } } }]);
    // The order's answer is told to the wallet, once.
    expect(ref.current!.afterOrder!(undefined)).toEqual({ kind: 'success-page' });
    expect(wallet.complete.mock.calls).toEqual([['success']]);
    ref.current!.orderFailed!();
    expect(wallet.complete).toHaveBeenCalledTimes(1);
  });

  it('tells the wallet of a refused order', async () => {
    const wallet = fakeWallet();
    const ref = renderBlock();
    await screen.findByText(/^Your wallet opens/);
    await collect(ref);
    ref.current!.orderFailed!();
    await waitFor(() => expect(wallet.complete.mock.calls).toEqual([['fail']]));
  });

  it('says why it cannot pay where the browser has no Payment Request API, and sends nothing', async () => {
    vi.stubGlobal('PaymentRequest', undefined);
    const ref = renderBlock();
    const status = await screen.findByText(NOT_AVAILABLE);
    expect(status.getAttribute('role')).toBe('status');
    expect(await collect(ref)).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('says why it cannot pay where the browser holds no wallet that can pay (canMakePayment() false)', async () => {
    fakeWallet({ canPay: false });
    const ref = renderBlock();
    expect(await screen.findByText(NOT_AVAILABLE)).toBeTruthy();
    expect(await collect(ref)).toBe(false);
  });

  it('says it is not available where the store has no wallet', async () => {
    fakeWallet();
    renderBlock({ ...CONFIG, enabled: false });
    expect(await screen.findByText(NOT_AVAILABLE)).toBeTruthy();
  });

  it('says the wallet was closed without paying, and takes the focus there', async () => {
    fakeWallet({ answer: () => Promise.reject(new DOMException('The shopper closed the wallet.', 'AbortError')) });
    const ref = renderBlock();
    await screen.findByText(/^Your wallet opens/);
    expect(await collect(ref)).toBe(false);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your wallet was closed before paying, so nothing was charged. Press Pay with your wallet to try again.');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it('refuses a card of a network the store does not take, before anything is sent, and tells the wallet', async () => {
    const wallet = fakeWallet({ answer: async () => paymentData('JCB', '0000') });
    const ref = renderBlock();
    await screen.findByText(/^Your wallet opens/);
    expect(await collect(ref)).toBe(false);
    expect((await screen.findByRole('alert')).textContent).toBe(WALLET_NETWORK_NOT_ACCEPTED);
    expect(wallet.complete.mock.calls).toEqual([['fail']]);
  });

  it('speaks the page’s language: a French page checks, offers and tells in French', async () => {
    i18next.addResourceBundle('fr', 'translation', french);
    await i18next.changeLanguage('fr');
    try {
      fakeWallet({ answer: () => Promise.reject(new Error('The wallet broke.')) });
      const ref = renderBlock();
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('Recherche d’un portefeuille dans ce navigateur…');
      await waitFor(() =>
        expect(status.textContent).toBe(
          'Votre portefeuille s’ouvre lorsque vous appuyez sur «\u202fPayer avec votre portefeuille\u202f»\u202f: confirmez-y £15.97 pour passer votre commande.',
        ),
      );
      expect(await collect(ref)).toBe(false);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Votre portefeuille n’a pas pu effectuer le paiement. Veuillez réessayer ou choisir un autre moyen de paiement.',
      );
    } finally {
      await i18next.changeLanguage('en-GB');
    }
  });
});
