// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEVICE_DATA_FALLBACK_MS, useCardForm } from './use-card-form';

vi.mock('./card-encryption', () => ({
  encryptCardForm: async () => ({ cse_enabled: true, encryptedData: 'v1.blob', cc_type: 'VI', cc_number: '1111' }),
}));

const GATEWAY = 'http://localhost:3001';
const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });

function renderCardForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/worldpay/threedsecure/config')) return json({ gatewayOrigin: GATEWAY });
      if (url.endsWith('/worldpay/payment/types')) return json(['VI', 'MC']);
      return json({});
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCardForm('GB'), { wrapper });
}

describe('the card form’s 3-D Secure device data (spec 002 §4 "Device data")', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 1,000 ms for the gateway’s frame, then sends the card without a session', async () => {
    expect(DEVICE_DATA_FALLBACK_MS).toBe(1000);
    const { result } = renderCardForm();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/worldpay/payment/types'))).toBe(true));
    const year = String(new Date().getFullYear() + 1);
    act(() => result.current.set('number', '4444333322221111'));
    act(() => result.current.set('expiryMonth', '12'));
    act(() => result.current.set('expiryYear', year));
    act(() => result.current.set('cvv', '123'));
    act(() => result.current.set('name', 'Jane Smith'));

    vi.useFakeTimers();
    let outcome: Awaited<ReturnType<typeof result.current.collect>> | undefined;
    void result.current.collect().then((value) => (outcome = value));
    // The hidden frame is asked for the device data and is still waited for just before the second.
    const frame = () => document.querySelector('iframe[title="Card security check"]');
    for (let tick = 0; tick < 50 && !frame(); tick++) await vi.advanceTimersByTimeAsync(0);
    expect(frame()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(DEVICE_DATA_FALLBACK_MS - 10);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20);
    expect(outcome).toEqual({ ok: true, card: { cse_enabled: true, encryptedData: 'v1.blob', cc_type: 'VI', cc_number: '1111' } });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
