// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { webPaymentMethodRegistry, WebPaymentMethodsContext } from '../../payment/web/method-plugin';
import { useMethodsUsableHere } from './use-usable-methods';

const COD = { code: 'cashondelivery', title: 'Cash On Delivery' };
const WALLET = { code: 'wallet', title: 'Wallet' };

function Listed() {
  const usable = useMethodsUsableHere([COD, WALLET]);
  return <output data-testid="listed">{usable.map((method) => method.code).join(',')}</output>;
}

function renderWith(usableHere: () => Promise<boolean>) {
  const registry = webPaymentMethodRegistry([{ matches: (code) => code === WALLET.code, usableHere }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WebPaymentMethodsContext.Provider value={registry}>
        <Listed />
      </WebPaymentMethodsContext.Provider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('listed');
}

describe('the methods this browser can pay with', () => {
  it('lists a method whose browser half says this browser can pay, once it has said so', async () => {
    let answer: (usable: boolean) => void = () => {};
    const listed = renderWith(() => new Promise((resolve) => (answer = resolve)));
    // Not while the browser is asked: the list would move under the shopper.
    expect(listed.textContent).toBe('cashondelivery');
    answer(true);
    await waitFor(() => expect(listed.textContent).toBe('cashondelivery,wallet'));
  });

  it('leaves out a method this browser cannot pay with', async () => {
    const cannot = renderWith(async () => false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cannot.textContent).toBe('cashondelivery');
  });

  it('leaves out a method whose check threw', async () => {
    const listed = renderWith(async () => {
      throw new Error('no wallet');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listed.textContent).toBe('cashondelivery');
  });
});
