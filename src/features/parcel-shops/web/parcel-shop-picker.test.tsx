// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MOBILE_REQUIRED, NO_SHOP_FOR_POSTCODE, POSTCODE_INVALID, SERVICE_UNAVAILABLE, SHOP_REQUIRED, searchAnswer, type ParcelShop } from '../domain';
import { ParcelShopPicker } from './parcel-shop-picker';
import { useParcelShopChoice } from './use-parcel-shop-choice';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));
vi.mock('../../customers/web/session/session', () => ({ useSession: () => ({ data: { customer: null, form_key: 'fk' } }) }));
// Leaflet needs a real layout engine; the map's markers are checked in the browser journey.
vi.mock('leaflet', () => {
  const chain = () => ({ addTo: () => chain(), on: () => chain(), setView: () => chain(), remove: () => undefined });
  return { default: { map: () => chain(), tileLayer: () => chain(), marker: () => chain(), divIcon: () => ({}) } };
});
vi.mock('leaflet/dist/leaflet.css', () => ({}));

const shop = (n: number): ParcelShop => ({
  id: `FR7500100${n}`,
  label: `Relais ${n}`,
  company: `Relais ${n}`,
  street: `${n} Rue de Rivoli`,
  city: 'Paris',
  postcode: '75001',
  countryId: 'FR',
  latitude: 48.86,
  longitude: 2.34,
  distance: n * 300,
});
const SHOPS = [shop(1), shop(2)];

const fetchMock = vi.fn();
let saveAnswer: () => Response;

function Harness({ onSaved }: { onSaved: (saved: boolean) => void }) {
  const choice = useParcelShopChoice({ postcode: '75001', countryId: 'FR', city: 'Paris' });
  return (
    <>
      <ParcelShopPicker choice={choice} />
      <button type="button" onClick={async () => choice.validate('dps_parcelshop') && onSaved(await choice.saveFor('dps_parcelshop'))}>
        Next
      </button>
    </>
  );
}

function renderPicker(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Harness onSaved={onSaved} />} />
          <Route path="/customer/account/login" element={<h1>Customer Login</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSaved;
}

const postcode = () => screen.getByRole('textbox', { name: 'Service point postcode' });
const select = () => screen.getByRole('combobox', { name: 'Service Point' }) as HTMLSelectElement;

beforeEach(() => {
  sessionStorage.clear();
  saveAnswer = () => new Response(JSON.stringify({ success: true }));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url.endsWith('/parcel-shops/config')) return new Response(JSON.stringify({ enabled: true, notification_mobile_required: true, map_tiles_url: '' }));
    if (url === '/dps/checkout/getParcelShops') {
      const { postcode: searched } = JSON.parse(String(init.body)) as { postcode: string };
      if (searched === '00000') return new Response(JSON.stringify(searchAnswer([])));
      if (searched === '99999') return new Response(JSON.stringify({ message: SERVICE_UNAVAILABLE, parameters: [] }), { status: 503 });
      return new Response(JSON.stringify(searchAnswer(SHOPS)));
    }
    if (url === '/dps/checkout/saveData') return saveAnswer();
    return new Response('null', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const searches = () => fetchMock.mock.calls.filter(([url]) => url === '/dps/checkout/getParcelShops');

describe('ParcelShopPicker (spec 001 §2, §4, §5)', () => {
  it('searches the delivery address’s postcode and lists the shops under "Choose Service Point"', async () => {
    renderPicker();
    expect(await screen.findByRole('heading', { name: 'Choose Service Point' })).toBeTruthy();
    expect((postcode() as HTMLInputElement).value).toBe('75001');
    await waitFor(() => expect(select().options).toHaveLength(3));
    expect(select().options[0].text).toBe('Choose Service Point');
    expect(select().options[1].text).toBe('Relais 1, 1 Rue de Rivoli, 75001 Paris (300 m)');
    expect(JSON.parse(String(searches()[0][1].body))).toEqual({ postcode: '75001', country: 'FR', steet: '', city: 'Paris' });
  });

  it('says it is searching while the finder answers', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/parcel-shops/config')) return new Response(JSON.stringify({ enabled: true, notification_mobile_required: true, map_tiles_url: '' }));
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderPicker();
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Searching Service Points...'));
    expect(select().options[0].text).toBe('Searching Service Points...');
    await act(async () => answer(new Response(JSON.stringify(searchAnswer(SHOPS)))));
    await waitFor(() => expect(select().options[0].text).toBe('Choose Service Point'));
  });

  it('does not search below 4 characters, and refuses a postcode that is not 5 letters or digits', async () => {
    renderPicker();
    await waitFor(() => expect(searches()).toHaveLength(1));
    fireEvent.change(postcode(), { target: { value: '750' } });
    expect(screen.queryByText(POSTCODE_INVALID)).toBeNull();
    fireEvent.change(postcode(), { target: { value: '7500' } });
    expect(screen.getByText(POSTCODE_INVALID)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toHaveLength(1);
  });

  it.each([
    ['00000', NO_SHOP_FOR_POSTCODE],
    ['99999', SERVICE_UNAVAILABLE],
  ])('shows why %s offers nothing', async (value, message) => {
    renderPicker();
    await waitFor(() => expect(select().options).toHaveLength(3));
    fireEvent.change(postcode(), { target: { value } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(select().disabled).toBe(true);
  });

  it('asks for a shop and the mobile number on Next, then saves the choice with the guest’s cart', async () => {
    const onSaved = renderPicker();
    await waitFor(() => expect(select().options).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(SHOP_REQUIRED)).toBeTruthy();
    expect(screen.getByText(MOBILE_REQUIRED)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.change(select(), { target: { value: 'FR75001002' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number for notification' }), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/dps/checkout/saveData')!;
    expect(JSON.parse(String(init.body))).toEqual({
      is_active: 1,
      shipping_dps_pickup_id: 'FR75001002',
      shipping_dps_additional_data: JSON.stringify({ postcode: '75001', mobile: '06 12 34 56 78' }),
      quote_id: 'abc',
    });
    expect((init.headers as Record<string, string>)['x-form-key']).toBe('fk');
  });

  it('keeps the saved choice when the shopper comes back to the step', async () => {
    sessionStorage.setItem('shop.parcelShopDraft', JSON.stringify({ postcode: '75001', shopId: 'FR75001002', mobile: '06 12 34 56 78' }));
    renderPicker();
    await waitFor(() => expect(select().value).toBe('FR75001002'));
    expect((screen.getByRole('textbox', { name: 'Mobile number for notification' }) as HTMLInputElement).value).toBe('06 12 34 56 78');
  });

  it('sends the shopper to log in when the save answers 403 with the login-required header', async () => {
    saveAnswer = () =>
      new Response(JSON.stringify({ message: 'Invalid Form Key. Please refresh the page.', parameters: [] }), {
        status: 403,
        headers: { 'x-login-required': '1' },
      });
    renderPicker();
    await waitFor(() => expect(select().options).toHaveLength(3));
    fireEvent.change(select(), { target: { value: 'FR75001001' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number for notification' }), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeTruthy();
  });

  it('opens "Select Service Point" from "Show on map", and the chosen shop becomes the dropdown’s', async () => {
    renderPicker();
    await waitFor(() => expect(select().options).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Show on map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Service Point' });
    // Focus moves in once the dialog has settled (its map loads after it opens).
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Use this Service Point' })));
    fireEvent.click(within(dialog).getByRole('radio', { name: /Relais 2/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this Service Point' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select().value).toBe('FR75001002');
  });
});
