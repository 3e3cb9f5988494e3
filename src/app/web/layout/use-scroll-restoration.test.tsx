// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { useScrollRestoration } from './use-scroll-restoration';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return <h2 id="payment">Payment</h2>;
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.stubGlobal('scrollTo', scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
  render(
    <MemoryRouter initialEntries={['/']}>
      <Page />
    </MemoryRouter>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  scrollTo.mockReset();
  scrollIntoView.mockReset();
});

describe('scrolling between pages, as full page loads would', () => {
  it('leaves the first page where the browser put it, and starts a new page at its top', async () => {
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => navigate('/product/epod-2-blue'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('goes to the element a new address’s hash names', async () => {
    await act(() => navigate('/checkout#payment'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns with Back to where the page was left', async () => {
    scrolledTo(640);
    await act(() => navigate('/checkout/cart'));
    scrolledTo(0);
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
