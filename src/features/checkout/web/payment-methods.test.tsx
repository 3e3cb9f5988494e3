// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PaymentMethods } from './payment-methods';

const COD = { code: 'cashondelivery', title: 'Cash On Delivery' };
const CARD = { code: 'card', title: 'Card' };

function Harness({ methods, initial = null }: { methods: { code: string; title: string }[]; initial?: string | null }) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <>
      <PaymentMethods methods={methods} selected={selected} onSelect={setSelected} />
      <output data-testid="selected">{selected ?? 'none'}</output>
    </>
  );
}

describe('PaymentMethods', () => {
  it('selects the only method on offer', () => {
    render(<Harness methods={[COD]} />);
    expect(screen.getByRole('radio', { name: 'Cash On Delivery' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('selected').textContent).toBe('cashondelivery');
  });

  it('leaves the choice to the shopper when several methods are offered', () => {
    render(<Harness methods={[COD, CARD]} />);
    expect(screen.getByTestId('selected').textContent).toBe('none');
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByTestId('selected').textContent).toBe('card');
  });

  it('keeps a chosen method that is still offered', () => {
    render(<Harness methods={[COD, CARD]} initial="card" />);
    expect(screen.getByTestId('selected').textContent).toBe('card');
  });

  it('clears a chosen method that is no longer offered', () => {
    const { rerender } = render(<Harness methods={[COD, CARD]} initial="card" />);
    rerender(<Harness methods={[COD, { code: 'other', title: 'Other' }]} initial="card" />);
    expect(screen.getByTestId('selected').textContent).toBe('none');
  });

  it('says so when no method is offered', () => {
    render(<Harness methods={[]} />);
    expect(screen.getByRole('alert').textContent).toBe('No Payment method available.');
  });
});
