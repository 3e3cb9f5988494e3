// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PICKUP_NOT_SELECTED, PICKUP_PHONE_INVALID, PICKUP_LOAD_FAILED, DEFAULT_MOBILE_PATTERNS } from '../domain';
import type { PickupAddress } from './pickup-api';
import PickupDialog from './pickup-dialog';

const HOURS = {
  lundi: '09:00-12:30 13:30-18:00',
  mardi: '09:00-12:30 13:30-18:00',
  mercredi: '09:00-12:30 13:30-18:00',
  jeudi: '09:00-12:30 13:30-18:00',
  vendredi: '09:00-12:30 13:30-18:00',
  samedi: '09:00-12:30 00:00-00:00',
  dimanche: '00:00-00:00 00:00-00:00',
};
const point = (identifiant: string, nom: string, distance: number): PickupAddress => ({
  identifiant,
  reseau: 'R01',
  nom,
  adresse1: '52 RUE DU LOUVRE',
  adresse2: '',
  adresse3: '',
  code_postal: '75001',
  localite: 'PARIS',
  code_pays: 'FR',
  libelle_pays: 'FRANCE',
  type_de_point: 'BPR',
  distance_en_metre: distance,
  horaires_ouverture: HOURS,
  latitude: 48.86,
  longitude: 2.34,
  poids_maxi: 30000,
});
const POINTS = [point('752010', 'PARIS LOUVRE BUREAU', 450), point('752011', 'PARIS BOURSE BUREAU', 900)];

const fetchMock = vi.fn();
let failSearch = false;

beforeEach(() => {
  failSearch = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/colissimo/pickup/load') return failSearch ? json({ message: PICKUP_LOAD_FAILED, parameters: [] }, 503) : json({ items: POINTS });
    if (init.method === 'PUT' && url.includes('/colissimo-pickup/')) return json(true);
    return json({ message: 'unexpected', parameters: [] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);

function renderDialog(overrides: Partial<Parameters<typeof PickupDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const opener = document.createElement('button');
  opener.textContent = 'Opener';
  document.body.appendChild(opener);
  opener.focus();
  const view = render(
    <QueryClientProvider client={client}>
      <PickupDialog
        cartPath="guest-carts/abc"
        search={{ postcode: '75001', city: 'Paris', countryId: 'FR' }}
        telephone=""
        patterns={DEFAULT_MOBILE_PATTERNS}
        onClose={onClose}
        onSaved={onSaved}
        {...overrides}
      />
    </QueryClientProvider>,
  );
  return { ...view, onClose, onSaved, opener, client };
}

describe('the pickup point popup', () => {
  it('is a labelled modal dialog listing the points near the address, with focus on the search', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Choose a pickup point' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Postcode or town' }));
    const list = await screen.findByRole('list', { name: 'Pickup points near you' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Post office · 450 m')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/colissimo/pickup/load',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ street: undefined, city: 'Paris', postcode: '75001', country_id: 'FR' }) }),
    );
  });

  it('keeps Tab and Shift+Tab inside the dialog (focus wraps)', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog');
    await screen.findByRole('list', { name: 'Pickup points near you' });
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Use this pickup point' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes with Escape and gives focus back to what had it', async () => {
    const { onClose, opener, unmount } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.activeElement).toBe(opener);
  });

  it("asks for a point first ('Please select pickup'), then checks the mobile, then saves", async () => {
    const { onSaved } = renderDialog();
    await screen.findByRole('list', { name: 'Pickup points near you' });
    fireEvent.click(screen.getByRole('button', { name: 'Use this pickup point' }));
    expect((await screen.findByRole('alert')).textContent).toContain(PICKUP_NOT_SELECTED);

    const choose = screen.getByRole('button', { name: 'Choose PARIS LOUVRE BUREAU' });
    fireEvent.click(choose);
    expect(choose.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(PICKUP_NOT_SELECTED)).toBeNull();

    const phone = screen.getByRole('textbox', { name: 'Mobile phone number' });
    expect((phone as HTMLInputElement).value).toBe('+33');
    fireEvent.change(phone, { target: { value: '0612345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this pickup point' }));
    expect(await screen.findByText(PICKUP_PHONE_INVALID)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(phone, { target: { value: '+33 6 12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this pickup point' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/rest/default/V1/guest-carts/abc/colissimo-pickup/752010/R01/%2B33612345678',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('starts from the delivery telephone when it is a valid mobile there', () => {
    renderDialog({ telephone: '+33 7 12 34 56 78' });
    expect((screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement).value).toBe('+33712345678');
  });

  it("says 'Unable to load pickup, please select another shipping method' when the points cannot be loaded", async () => {
    failSearch = true;
    renderDialog();
    expect(await screen.findByText(PICKUP_LOAD_FAILED)).toBeTruthy();
  });

  it('searches again by postcode or town', async () => {
    renderDialog();
    await screen.findByRole('list', { name: 'Pickup points near you' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Postcode or town' }), { target: { value: 'Lyon' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/colissimo/pickup/load', expect.objectContaining({ body: JSON.stringify({ city: 'Lyon', country_id: 'FR' }) })),
    );
  });
});
