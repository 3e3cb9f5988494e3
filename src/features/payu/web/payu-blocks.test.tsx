// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRef } from 'react';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import type { MethodBlockHandle } from '../../payment/web/method-plugin';
import PayuCardBlock from './payu-card-block';
import PayuPageBlock from './payu-page-block';

const TOKENS = 'https://payu.example/payments-api/4.0/tokens';
const CONFIG = {
  tokenisation_url: TOKENS,
  public_key: 'public-key',
  card_types: { BR: ['VI', 'MC'], MX: ['VI'] },
  page_methods: { BR: ['BOLETO_BANCARIO', 'PIX'], MX: ['OXXO', 'SPEI'] },
  cpf_enabled: true,
  instalment_enabled: true,
  exception_messages: { CCAM20: 'Informe um CPF ou CNPJ válido.' },
};
const PLANS = {
  currency: 'BRL',
  options: [
    { value: 'One Payment', count: 1, instalment_amount: 8890, total: 8890 },
    { value: '3', count: 3, instalment_amount: 2964, total: 8890 },
  ],
};
const TOKEN = '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c';

/** The shop and PayU as the blocks meet them: every request kept, each answered by its address. */
function stubNetwork() {
  const requests: { url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url: String(url), body: String(init?.body ?? '') });
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (String(url).endsWith('/payu/config')) return json(CONFIG);
      if (String(url).endsWith('/payu/instalments')) return json(PLANS);
      if (url === TOKENS)
        return json({ code: 'SUCCESS', error: null, creditCardToken: { creditCardTokenId: TOKEN, maskedNumber: '444433******1111', paymentMethod: 'VISA' } });
      return json({});
    }),
  );
  return requests;
}

function renderBlock(Block: typeof PayuCardBlock, billingCountry: string) {
  const ref = createRef<MethodBlockHandle>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Block
        ref={ref}
        code="payu"
        billingCountry={billingCountry}
        isCustomer={false}
        subscription={false}
        disabled={false}
        quoteId={async () => 'a'.repeat(32)}
        grandTotal={120}
      />
    </QueryClientProvider>,
  );
  return ref;
}

const fill = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('PayU’s blocks', () => {
  beforeEach(() => guestCartId.set('a'.repeat(32)));
  afterEach(() => {
    cleanup();
    guestCartId.clear();
    vi.unstubAllGlobals();
  });

  it('the card block sends the card to PayU only, and the shop PayU’s token, the last four digits, the CPF and the instalments', async () => {
    const requests = stubNetwork();
    const ref = renderBlock(PayuCardBlock, 'BR');
    // The instalments arrive after the block's code and two answers: on a busy machine, past findBy's default second.
    await screen.findByRole('option', { name: /^3 × / }, { timeout: 5000 });
    fill('Card Number', '4444 3333 2222 1111');
    fill('Expiration Month', '12');
    fill('Expiration Year', String(new Date().getFullYear() + 1));
    fill('Card Verification Number', '123');
    fill('Name on Card', 'Ana Souza');
    fill('CPF / CNPJ', '529.982.247-25');
    fill('Instalments', '3');
    let data: unknown;
    await act(async () => {
      data = await ref.current!.collect();
    });
    expect(data).toEqual({ payu_token: TOKEN, cc_type: 'VI', cc_last4: '1111', cpf: '529.982.247-25', instalment: '3' });
    const toPayu = requests.filter((r) => r.url === TOKENS);
    expect(toPayu).toHaveLength(1);
    expect(JSON.parse(toPayu[0].body)).toEqual({
      publicKey: 'public-key',
      card: { number: '4444333322221111', securityCode: '123', expirationDate: `${new Date().getFullYear() + 1}/12`, name: 'Ana Souza' },
    });
    expect(requests.filter((r) => r.url !== TOKENS).some((r) => r.body.includes('4444333322221111'))).toBe(false);
  });

  it('the card block stops at a wrong CPF with the store’s CCAM20 text, focused, and tokenises nothing', async () => {
    const requests = stubNetwork();
    const ref = renderBlock(PayuCardBlock, 'BR');
    await screen.findByRole('option', { name: /^3 × / });
    fill('Card Number', '4444333322221111');
    fill('Expiration Month', '12');
    fill('Expiration Year', String(new Date().getFullYear() + 1));
    fill('Card Verification Number', '123');
    fill('Name on Card', 'Ana Souza');
    fill('CPF / CNPJ', '529.982.247-24');
    fill('Instalments', '3');
    let data: unknown;
    await act(async () => {
      data = await ref.current!.collect();
    });
    expect(data).toBe(false);
    const cpf = screen.getByLabelText('CPF / CNPJ');
    await waitFor(() => expect(document.activeElement).toBe(cpf));
    const described = (cpf.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Informe um CPF ou CNPJ válido.');
    expect(requests.some((r) => r.url === TOKENS)).toBe(false);
  });

  it('the card block asks no CPF in Mexico', async () => {
    stubNetwork();
    renderBlock(PayuCardBlock, 'MX');
    await screen.findByLabelText('Card Number');
    expect(screen.queryByLabelText('CPF / CNPJ')).toBeNull();
  });

  it('the page block names the country’s methods, sends a fresh claim and leaves for the shop’s page to PayU with it', async () => {
    stubNetwork();
    const ref = renderBlock(PayuPageBlock, 'BR');
    expect(await screen.findByText('After you place your order you will choose how to pay on PayU’s secure page: Boleto bancário or PIX.')).toBeTruthy();
    const data = (await ref.current!.collect()) as { payu_claim: string };
    expect(data.payu_claim).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(((await ref.current!.collect()) as { payu_claim: string }).payu_claim).not.toBe(data.payu_claim);
    expect(ref.current!.afterOrder!(data)).toEqual({ kind: 'leave', url: `/payu/webcheckout?claim=${data.payu_claim}` });
  });
});
