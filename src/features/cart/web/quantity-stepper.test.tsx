// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper } from './quantity-stepper';

function setup(value: number, max: number | null = 10) {
  const onChange = vi.fn();
  const onRemove = vi.fn();
  render(<QuantityStepper value={value} itemName="Mint pods" max={max} onChange={onChange} onRemove={onRemove} />);
  const input = screen.getByRole('spinbutton', { name: 'Quantity of Mint pods' });
  return { onChange, onRemove, input };
}

describe('QuantityStepper', () => {
  it('minus at quantity 1 asks to remove the line (spec 000 §4)', () => {
    const { onChange, onRemove } = setup(1);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Mint pods quantity' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('minus above 1 lowers the quantity, plus raises it', () => {
    const { onChange } = setup(3);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Mint pods quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Mint pods quantity' }));
    expect(onChange.mock.calls).toEqual([[2], [4]]);
  });

  it('cannot go above the maximum', () => {
    setup(10, 10);
    expect(screen.getByRole('button', { name: 'Increase Mint pods quantity' })).toHaveProperty('disabled', true);
  });

  it('sends a typed quantity on Enter', () => {
    const { onChange, input } = setup(2);
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('refuses 0, keeps the previous quantity and says why', () => {
    const { onChange, input } = setup(2);
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', '2');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a quantity greater than 0.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('refuses more than the maximum with its message', () => {
    const { onChange, input } = setup(2, 10);
    fireEvent.change(input, { target: { value: '11' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The maximum you may purchase is 10.');
  });
});
