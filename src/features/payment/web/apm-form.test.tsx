// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRef } from 'react';
import { apmOptionsFor } from '../domain/apm';
import { paymentSettings } from '../domain/settings';
import ApmFormBlock, { type ApmFormHandle } from './apm-form';

const { worldpay } = paymentSettings.read({});

function renderForm(countryId: string, settings = worldpay) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { countryId: asked } = JSON.parse(String(init.body)) as { countryId: string };
      return new Response(JSON.stringify(apmOptionsFor(asked, settings)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const ref = createRef<ApmFormHandle>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApmFormBlock ref={ref} countryId={countryId} />
    </QueryClientProvider>,
  );
  return ref;
}

describe('the alternative payment block (spec 002 §2, §4, §5)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs Validation Failed when the form fails its validation, and nothing once it passes', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ref = renderForm('NL');
    fireEvent.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    act(() => void ref.current!.collect());
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Validation Failed');
    fireEvent.change(screen.getByRole('combobox', { name: 'Select Your Bank' }), { target: { value: 'ING' } });
    let data: unknown;
    act(() => {
      data = ref.current!.collect();
    });
    expect(data).toEqual({ cc_type: 'IDEAL-SSL', cc_bank: 'ING' });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('says No Payment Methods when the billing country is offered no type', async () => {
    const none = { ...worldpay, apm: { ...worldpay.apm, types: [] } };
    const ref = renderForm('NL', none);
    expect(await screen.findByText('No Payment Methods')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Select Your Payment Method' })).toBeNull();
    let data: unknown;
    act(() => {
      data = ref.current?.collect() ?? null;
    });
    expect(data).toBeNull();
  });

  it('asks for a type, then iDEAL’s bank, with the domain’s messages, and sends only the chosen type’s fields', async () => {
    const ref = renderForm('NL');
    const group = await screen.findByRole('radiogroup', { name: 'Select Your Payment Method' });
    expect(Array.from(group.querySelectorAll('input')).map((i) => i.value)).toEqual(['IDEAL-SSL', 'KLARNA-SSL']);
    act(() => void ref.current!.collect());
    expect(await screen.findByText('Please select a payment type.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'iDEAL' }));
    const bank = screen.getByRole('combobox', { name: 'Select Your Bank' });
    let data: unknown;
    act(() => {
      data = ref.current!.collect();
    });
    expect(data).toBeNull();
    expect(await screen.findByText('Please select your bank.')).toBeTruthy();
    expect(document.activeElement).toBe(bank);
    fireEvent.change(bank, { target: { value: 'ING' } });
    act(() => {
      data = ref.current!.collect();
    });
    expect(data).toEqual({ cc_type: 'IDEAL-SSL', cc_bank: 'ING' });
  });

  it('shows the ACH fields in the US with the spec’s messages under each', async () => {
    renderForm('US');
    fireEvent.click(await screen.findByRole('radio', { name: 'ACH Direct Debit' }));
    const routing = screen.getByRole('textbox', { name: 'Routing Number' });
    fireEvent.change(routing, { target: { value: '1234567' } });
    fireEvent.blur(routing);
    expect(await screen.findByText('Required length should be 8 or 9')).toBeTruthy();
    expect(routing.getAttribute('aria-describedby')).toBeTruthy();
  });
});
