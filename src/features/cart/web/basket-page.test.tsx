// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import french from '../../../shared/domain/i18n/catalogues/fr.json';
import { LOGIN_REDIRECT_COOKIE } from '../../customers/web/session/login-redirect';
import type { BasketData, BasketItem } from './basket-data';
import { ShopBasketPage } from '../../../app/web/basket-page';
import { InvalidBasketPrompt } from './invalid-basket-prompt';
import { PageCodeContext } from '../../../shared/web/page-code';

vi.mock('./cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
  withWritableCart: (_client: unknown, write: (cart: object) => unknown) => write({ scope: 'guest:abc', path: 'guest-carts/abc', quoteId: 'abc' }),
  isNotFound: () => false,
}));

const TOO_FEW = 'You have selected a subscription option. You need a minimum of 2 cartridges in your basket in order to qualify for our subscription service.';

function line(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    item_id: 7,
    qty: 2,
    product_name: 'Crisp Mint pods',
    product_sku: 'MINT',
    product_url: '/product/mint',
    product_image: '/images/pods.svg',
    product_price: 5.99,
    row_total: 9.98,
    row_total_incl_tax: 11.98,
    options: [],
    applied_cart_rule_name: null,
    attributes: { info_buyRequest: { subscription_option: { create_new_subscription_at_checkout: false, interval: 0 } } },
    subscription_intervals: [1],
    max_sale_qty: 100,
    is_free_device: false,
    is_gift: false,
    is_device_trial: false,
    personalisation: null,
    gift_message: null,
    ...overrides,
  };
}

const TOTALS = {
  grand_total: 11.98,
  subtotal: 9.98,
  subtotal_incl_tax: 11.98,
  discount_amount: 0,
  shipping_amount: 0,
  shipping_incl_tax: 0,
  tax_amount: 2,
  items_qty: 2,
  items: [],
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: 11.98 },
    { code: 'grand_total', title: 'Grand Total', value: 11.98, area: 'footer' },
  ],
};

function basket(overrides: Partial<BasketData> = {}): BasketData {
  return {
    items: [line()],
    summary_count: 2,
    is_free_device_product: false,
    subtotalAmount: 11.98,
    data_id: 3,
    is_virtual: false,
    tax_display: 'including',
    isGuestCheckoutAllowed: true,
    min_limit_validation: false,
    min_limit_message: '',
    max_limit_validation: false,
    max_limit_message: '',
    submin: 2,
    submax: 10,
    subscription_message: null,
    subscription_explanation: "Subscriptions apply only to Vype's cartridges and cannot be combined with other promotions.",
    invalid_basket: { show: false, can_accept_subscriptions: false },
    free_device_prompt: null,
    banners: [{ id: 'b', text: 'Free UK delivery on orders of £25 or more.' }],
    device_trial: { enabled: true, has_products: false },
    gift_message: null,
    currency: 'GBP',
    totals: TOTALS,
    cart: { items: [], items_qty: 2 },
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit) => Response | undefined;
let current: BasketData;
let extra: Handler = () => undefined;
const calls: { url: string; method: string; body: unknown }[] = [];
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });

function fakeServer(url: string, init: RequestInit = {}): Response {
  const method = init.method ?? 'GET';
  calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
  const special = extra(url, init);
  if (special) return special;
  if (url.endsWith('/cart-data')) return json(current);
  if (url.endsWith('/basket/update') || url.endsWith('/basket/mode')) return json(current);
  if (url.endsWith('/coupon-captcha')) return json({ shown: false, required: false });
  if (url.includes('/directory/countries')) return json([]);
  if (url.includes('/gift-message')) return json(null);
  if (url.includes('hasDeviceTrialProductsInCart')) return json(false);
  if (url.endsWith('/promo-items')) return json({ rules: [], items: [] });
  return json(true);
}

function renderPage(reload = vi.fn(), loadPageCode = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageCodeContext value={loadPageCode}>
        <MemoryRouter initialEntries={['/checkout/cart']}>
          <Routes>
            <Route path="/checkout/cart" element={<ShopBasketPage reload={reload} />} />
            <Route path="/checkout" element={<h1>Checkout</h1>} />
            <Route path="/customer/account/login" element={<h1>Customer Login</h1>} />
          </Routes>
        </MemoryRouter>
      </PageCodeContext>
    </QueryClientProvider>,
  );
}

const checkoutButton = () => screen.getByRole('button', { name: 'Proceed to Checkout' });
const posted = (suffix: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(suffix));
const REFUSED = { success: false, error_message: [{ itemId: 7, error: 'The requested qty is not available' }] };
/** The basket update refuses item 7 when asked to validate (report_problems), as the server does. */
const refuseItem7: Handler = (url, init) => (url.endsWith('/basket/update') && JSON.parse(String(init.body)).report_problems ? json(REFUSED) : undefined);

beforeEach(() => {
  current = basket();
  extra = () => undefined;
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => fakeServer(url, init)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${LOGIN_REDIRECT_COOKIE}=; max-age=0; path=/`;
});

describe('basket page', () => {
  it('shows the lines, banners and the subscription explanation, and lets a basket in range check out', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Crisp Mint pods' })).toBeTruthy();
    expect(screen.getByText('Free UK delivery on orders of £25 or more.')).toBeTruthy();
    expect(screen.getByText(/Subscriptions apply only to Vype's cartridges/)).toBeTruthy();
    await waitFor(() => expect((checkoutButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it("fetches the checkout's code as the shopper points at or tabs to Proceed to Checkout, before the click", async () => {
    const loadPageCode = vi.fn();
    renderPage(vi.fn(), loadPageCode);
    await waitFor(() => expect((checkoutButton() as HTMLButtonElement).disabled).toBe(false));
    expect(loadPageCode).not.toHaveBeenCalled();
    fireEvent.pointerEnter(checkoutButton());
    expect(loadPageCode).toHaveBeenLastCalledWith('/checkout');
    fireEvent.focus(checkoutButton());
    expect(loadPageCode).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
  });

  it('disables checkout with the spec message while the subscription count is out of range', async () => {
    current = basket({ subscription_message: TOO_FEW });
    renderPage();
    expect(await screen.findByText(TOO_FEW)).toBeTruthy();
    expect((checkoutButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('validates and saves a quantity change in one request, and shows its answer without reading the cart again', async () => {
    renderPage();
    expect(await screen.findByRole('row', { name: 'Grand Total £11.98' })).toBeTruthy();
    // Everything the page asks when it opens, then the click's own requests only.
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/coupon-captcha')) && calls.some((c) => c.url.endsWith('/promo-items'))).toBe(true));
    const before = calls.length;
    const grandTotal = (value: number) => ({ ...TOTALS, grand_total: value, total_segments: [{ code: 'grand_total', title: 'Grand Total', value }] });
    current = basket({ items: [line({ qty: 3, row_total_incl_tax: 17.97 })], summary_count: 3, totals: grandTotal(17.97) });
    fireEvent.click(screen.getByRole('button', { name: 'Increase Crisp Mint pods quantity' }));
    await waitFor(() => expect(screen.getByRole('row', { name: 'Grand Total £17.97' })).toBeTruthy());
    expect(((await screen.findByLabelText('Quantity of Crisp Mint pods')) as HTMLInputElement).value).toBe('3');
    expect(posted('/basket/update').map((c) => c.body)).toEqual([{ update_cart_action: 'update_qty', cart: { 7: { qty: 3 } }, report_problems: true }]);
    expect(posted('/basket/validate')).toHaveLength(0);
    // The answer was the whole basket: nothing else was asked after it.
    expect(calls.slice(before).map((c) => `${c.method} ${c.url.replace(/^.*\/V1\//, '')}`)).toEqual(['POST guest-carts/abc/basket/update']);
  });

  it('puts a refused quantity back, shows the alert, and submits the form when the alert closes', async () => {
    extra = refuseItem7;
    renderPage();
    const input = (await screen.findByLabelText('Quantity of Crisp Mint pods')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.blur(input);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('The requested qty is not available')).toBeTruthy();
    expect(((await screen.findByLabelText('Quantity of Crisp Mint pods')) as HTMLInputElement).value).toBe('2');
    expect(posted('/basket/update').map((c) => c.body)).toEqual([{ update_cart_action: 'update_qty', cart: { 7: { qty: 50 } }, report_problems: true }]);
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posted('/basket/update')).toHaveLength(2));
    expect(posted('/basket/update')[1].body).toEqual({ update_cart_action: 'update_qty', cart: {} });
  });

  it('submits the rest of the form when the alert closes, without the refused quantity', async () => {
    current = basket({ items: [line(), line({ item_id: 8, product_name: 'Dark Cherry pods', product_sku: 'CHERRY' })] });
    extra = refuseItem7;
    renderPage();
    fireEvent.change(await screen.findByLabelText('Quantity of Crisp Mint pods'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Quantity of Dark Cherry pods'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Shopping Cart' }));
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posted('/basket/update')).toHaveLength(2));
    expect(posted('/basket/update')[1].body).toEqual({ update_cart_action: 'update_qty', cart: { 8: { qty: 3 } } });
  });

  it('only logs a failed background update (spec 000 §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    extra = (url) => (url.endsWith('/basket/update') ? json({ message: 'The requested qty is not available', parameters: [] }, 400) : undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Increase Crisp Mint pods quantity' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The requested qty is not available'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    error.mockRestore();
  });

  it('asks to remove the line when minus is pressed at quantity 1', async () => {
    current = basket({ items: [line({ qty: 1 })] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Decrease Crisp Mint pods quantity' }));
    await waitFor(() => expect(posted('/basket/update')).toHaveLength(1));
    expect(posted('/basket/update')[0].body).toEqual({ update_cart_action: 'update_qty', cart: { 7: { qty: 0 } }, report_problems: true });
  });

  it('posts a changed purchase option, then reloads the page (basket mode change)', async () => {
    const reload = vi.fn();
    renderPage(reload);
    fireEvent.click(await screen.findByRole('radio', { name: /Subscribe/ }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT' && c.url.endsWith('/items/7'));
    expect(put?.body).toEqual({
      cartItem: { qty: 2, product_option: { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval: 1 } } } },
    });
  });

  it('sends a guest to log in, remembering checkout in the login-redirect cookie, when the store wants an account', async () => {
    current = basket({ isGuestCheckoutAllowed: false });
    renderPage();
    await waitFor(() => expect((checkoutButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(checkoutButton());
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeTruthy();
    expect(document.cookie).toContain(`${LOGIN_REDIRECT_COOKIE}=%2Fcheckout`);
  });

  it('hides the totals, discount and checkout for a mixed basket with exclusivity, and shows the ranges', async () => {
    current = basket({
      is_exclusivity_enabled: true,
      is_mixed_cart: true,
      subscriptionCombinationJson: { '2-3': { discount_per_pack: 0.5, badge: 'Save 50p a pack' } },
      subscription_convert_message: 'Subscribe to every pack in your basket to get your exclusive subscription price.',
    });
    renderPage();
    expect(await screen.findByText('Save 50p a pack')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Basket totals' })).toBeNull();
    expect(screen.queryByLabelText(/discount code/i)).toBeNull();
  });

  it('asks before clearing a basket that holds a device trial', async () => {
    extra = (url) => (url.includes('hasDeviceTrialProductsInCart') ? json(true) : undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Shopping Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your basket?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my basket' }));
    expect(posted('/basket/update')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Shopping Cart' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear Shopping Cart' }));
    await waitFor(() => expect(posted('/basket/update')[0]?.body).toEqual({ update_cart_action: 'empty_cart', cart: {} }));
  });
});

describe('basket page states', () => {
  it('shows the free-device prompt and links a banner', async () => {
    current = basket({
      free_device_prompt: 'Subscribe to 2 or more packs of pods and get an ePod 2 device free.',
      banners: [{ id: 'r', text: 'Recycle your used pods.', link: '/product/bag' }],
    });
    renderPage();
    expect(await screen.findByText('Subscribe to 2 or more packs of pods and get an ePod 2 device free.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recycle your used pods.' }).getAttribute('href')).toBe('/product/bag');
  });

  it('shows row totals with and without tax when the store displays both', async () => {
    current = basket({ tax_display: 'both' });
    renderPage();
    const row = await screen.findByText('Subtotal', { selector: '.line-total-label' });
    expect(row.parentElement?.textContent).toBe('Subtotal £11.98 (£9.98 excl. tax)');
  });

  it("names an engraving without its details in the page's language", async () => {
    current = basket({ items: [line({ options: [{ label: 'Front engraving', value: 'JD' }] })] });
    i18next.addResourceBundle('fr', 'translation', french);
    await i18next.changeLanguage('fr');
    try {
      renderPage();
      const label = await screen.findByText('Gravure avant');
      expect(label.tagName).toBe('DT');
      expect(label.nextElementSibling?.textContent).toBe('JD');
      expect(screen.queryByText('Front engraving')).toBeNull();
    } finally {
      await i18next.changeLanguage('en-GB');
    }
  });

  it('blocks checkout while the basket is over the store limit, with its message', async () => {
    current = basket({ max_limit_validation: true, max_limit_message: 'Your basket can hold at most 50 items. Please remove some to check out.' });
    renderPage();
    expect(await screen.findByText('Your basket can hold at most 50 items. Please remove some to check out.')).toBeTruthy();
    expect((checkoutButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the exclusivity modal when a change takes the basket over the maximum', async () => {
    const exclusive = { is_exclusivity_enabled: true, is_mixed_cart: false, max_limit: 10, min_limit: 2, subscriptionCombinationJson: {} };
    current = basket({ ...exclusive, total_subs_item: 10, exclusivity_message: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Increase Crisp Mint pods quantity' }));
    current = basket({
      ...exclusive,
      total_subs_item: 11,
      exclusivity_message:
        'The maximum number of packs in a monthly subscription is 10 packs. To continue, reduce the number of subscription packs to 10 or less.',
    });
    const modal = await screen.findByRole('alertdialog', { name: 'Maximum subscription is 10 packs.' });
    expect(within(modal).getByText(/reduce the number of subscription packs to 10 or less/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('converts a mixed basket to subscriptions and goes to checkout', async () => {
    current = basket({
      is_exclusivity_enabled: true,
      is_mixed_cart: true,
      subscription_convert_message: 'Subscribe to every pack in your basket to get your exclusive subscription price.',
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to every pack' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(posted('/basket/mode')[0].body).toEqual({ actionType: 'subscription' });
  });

  it('logs, and does nothing else, for a quantity selector without a product id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    current = basket({ items: [line({ item_id: 0 })] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Increase Crisp Mint pods quantity' }));
    expect(error).toHaveBeenCalledWith('Quantity selector without a product id');
    expect(posted('/basket/update')).toHaveLength(0);
    error.mockRestore();
  });
});

describe('invalid-basket prompt', () => {
  const renderPrompt = (data: BasketData, reload = vi.fn()) => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <InvalidBasketPrompt data={data} reload={reload} />
      </QueryClientProvider>,
    );
    return reload;
  };

  it('confirms, switches every line, then reloads the page', async () => {
    const reload = renderPrompt(basket({ invalid_basket: { show: true, can_accept_subscriptions: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept subscriptions' }));
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to every pack?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept subscriptions' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(posted('/basket/mode')[0].body).toEqual({ actionType: 'subscription' });
  });

  it('offers only one-time purchases when a line has no subscription block, and cancel changes nothing', async () => {
    const reload = renderPrompt(basket({ invalid_basket: { show: true, can_accept_subscriptions: false } }));
    expect(screen.queryByRole('button', { name: 'Accept subscriptions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept one-time purchases' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Buy every pack once?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted('/basket/mode')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
