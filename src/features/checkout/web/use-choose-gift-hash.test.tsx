// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { resolveCheckoutRoute } from './checkout-steps';
import { useChooseGiftHash } from './use-choose-gift-hash';

let goTo: (hash: string) => void = () => {};
let close: () => void = () => {};

function Harness() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  goTo = (to) => void navigate({ hash: to });
  const gift = useChooseGiftHash(resolveCheckoutRoute(hash, true));
  close = gift.close;
  return (
    <output>
      {hash} {gift.route.kind === 'step' ? gift.route.step : gift.route.kind} {gift.open ? 'popup' : 'no popup'}
    </output>
  );
}

afterEach(cleanup);

const shown = () => screen.getByRole('status').textContent;

describe('#choose-gift on the checkout', () => {
  it('opens over the shipping step when the page opens on it, and closes back to #shipping', async () => {
    render(
      <MemoryRouter initialEntries={['/checkout#choose-gift']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(shown()).toBe('#choose-gift shipping popup');
    await act(async () => close());
    expect(shown()).toBe('#shipping shipping no popup');
  });

  it('keeps the step the shopper was on under the popup, and goes back to it', async () => {
    render(
      <MemoryRouter initialEntries={['/checkout#payment']}>
        <Harness />
      </MemoryRouter>,
    );
    await act(async () => goTo('#choose-gift'));
    expect(shown()).toBe('#choose-gift payment popup');
    await act(async () => close());
    expect(shown()).toBe('#payment payment no popup');
  });
});
