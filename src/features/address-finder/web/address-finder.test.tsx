// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FindItem, RetrieveItem } from '../domain';
import AddressFinder, { type AddressFinderProps } from './address-finder';
import { type FinderClient, FinderLookupError } from './finder-client';

const street = (n: number): FindItem => ({
  Id: `GB|SB|S|${n}`,
  Type: 'Street',
  Text: 'High Street',
  Highlight: '0-4;',
  Description: `Town ${n}, AB1 2CD - 9 Addresses`,
  Cursor: 0,
});
const house = (n: number): FindItem => ({
  Id: `GB|SB|A|${n}`,
  Type: 'Address',
  Text: `${n} High Street`,
  Highlight: '',
  Description: 'Oxford, OX1 4AB',
  Cursor: 0,
});
const retrieved: RetrieveItem = {
  Id: 'GB|SB|A|3',
  Company: '',
  Line1: '3 High Street',
  Line2: '',
  Line3: '',
  Line4: '',
  Line5: '',
  City: 'Oxford',
  Province: 'Oxfordshire',
  ProvinceCode: '',
  PostalCode: 'OX1 4AB',
  CountryIso2: 'GB',
  CountryIso3: 'GBR',
  CountryName: 'United Kingdom',
  Label: '',
  Type: 'Residential',
  DataLevel: 'Premise',
};

function fakeClient(overrides: Partial<FinderClient> = {}) {
  const client = {
    find: vi.fn(async ({ container, text }: { text: string; container?: string }) => {
      if (container) return [house(1), house(3), house(5)];
      if (/zzz/i.test(text)) return [];
      if (/\d{5}/.test(text))
        return [
          {
            Id: 'MPAN',
            Type: 'Utility',
            Text: `Electricity meter ${text}`,
            Highlight: '',
            Description: 'Find the address of this MPAN',
            Cursor: 0,
          } as FindItem,
        ];
      return Array.from({ length: 10 }, (_, i) => street(i + 1));
    }),
    retrieve: vi.fn(async () => [retrieved]),
    geolocation: vi.fn(async () => [] as never[]),
    utilities: vi.fn(async () => [house(42)]),
    ip2country: vi.fn(async () => [{ Iso2: 'GB', Iso3: 'GBR', Name: 'United Kingdom' }]),
    ...overrides,
  };
  return client as typeof client & FinderClient;
}

function renderFinder(props: Partial<AddressFinderProps> = {}) {
  const client = (props.client as ReturnType<typeof fakeClient>) ?? fakeClient();
  const onAddress = vi.fn();
  const onManualEntry = vi.fn();
  render(
    <AddressFinder
      serviceUrl="/sb"
      serviceKey="K"
      language="en"
      countries={['GB', 'FR']}
      country="GB"
      idPrefix="shipping"
      onAddress={onAddress}
      onManualEntry={onManualEntry}
      {...props}
      client={client}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Quick Address Finder' });
  return { client, onAddress, onManualEntry, input };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name });

afterEach(cleanup);

describe('AddressFinder', () => {
  it('is a labelled combobox with the spec’s placeholder, its list closed', () => {
    const { input } = renderFinder();
    expect(input).toHaveProperty('placeholder', 'Start typing your address');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.getElementById(input.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
  });

  it('lists at most 7 suggestions, announces them and asks for more typing when there are more', async () => {
    const { input, client } = renderFinder();
    type(input, 'high');
    const list = await screen.findByRole('listbox', { name: 'Quick Address Finder' });
    expect(within(list).getAllByRole('option')).toHaveLength(7);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('7 matching results. Keep typing your address to display more results');
    expect(screen.getByText('Keep typing your address to display more results')).toBeTruthy();
    expect(client.find).toHaveBeenCalledWith({ text: 'high', container: undefined, countries: 'GB' }, expect.anything());
    // The matched part of the text is bold.
    expect(within(list).getAllByRole('option')[0].querySelector('strong')?.textContent).toBe('High');
  });

  it('moves through the options with the arrows, wraps, and closes with Escape', async () => {
    const { input } = renderFinder();
    type(input, 'high');
    const options = await screen.findAllByRole('option');
    key(input, 'ArrowDown');
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    key(input, 'ArrowUp');
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[6].id);
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    key(input, 'Escape');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('refines the search with a container, then retrieves the picked address and hands over its fields', async () => {
    const { input, client, onAddress } = renderFinder();
    type(input, 'high');
    await screen.findAllByRole('option');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect((input as HTMLInputElement).value).toBe('High Street ');
    await waitFor(() => expect(screen.getAllByRole('option')[0].textContent).toContain('1 High Street'));
    expect(client.find).toHaveBeenLastCalledWith({ text: 'High Street', container: 'GB|SB|S|1', countries: 'GB' }, expect.anything());
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    await waitFor(() => expect(onAddress).toHaveBeenCalledTimes(1));
    expect(client.retrieve).toHaveBeenCalledWith('GB|SB|A|3');
    expect(onAddress).toHaveBeenCalledWith({
      street: ['3 High Street', ''],
      company: '',
      city: 'Oxford',
      region: 'Oxfordshire',
      regionCode: '',
      postcode: 'OX1 4AB',
      country_id: 'GB',
    });
    expect((input as HTMLInputElement).value).toBe('3 High Street, Oxford, OX1 4AB');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves the container when the text no longer starts with it', async () => {
    const { input, client } = renderFinder();
    type(input, 'high');
    await screen.findAllByRole('option');
    fireEvent.click(screen.getAllByRole('option')[0]);
    await waitFor(() => expect(client.find).toHaveBeenLastCalledWith(expect.objectContaining({ container: 'GB|SB|S|1' }), expect.anything()));
    type(input, 'mill');
    await waitFor(() => expect(client.find).toHaveBeenLastCalledWith({ text: 'mill', container: undefined, countries: 'GB' }, expect.anything()));
  });

  it('runs the meter lookup from a utility item', async () => {
    const { input, client } = renderFinder();
    type(input, '1234567890123');
    const [utility] = await screen.findAllByRole('option');
    expect(utility.textContent).toContain('Electricity meter');
    fireEvent.click(utility);
    await waitFor(() => expect(client.utilities).toHaveBeenCalledWith('1234567890123', 'MPAN'));
    await waitFor(() => expect(screen.getAllByRole('option')[0].textContent).toContain('42 High Street'));
  });

  it('says when nothing is found and offers manual entry', async () => {
    const { input, onManualEntry } = renderFinder();
    type(input, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results found'));
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I cannot find my address. Let me type it in' }));
    expect(onManualEntry).toHaveBeenCalled();
  });

  it('turns to manual entry on Enter in an empty search, and never submits the form around it', () => {
    const { input, onManualEntry } = renderFinder();
    // fireEvent answers false when the handler prevented the default (the form's submission).
    const event = fireEvent.keyDown(input, { key: 'Enter' });
    expect(event).toBe(false);
    expect(onManualEntry).toHaveBeenCalledTimes(1);
  });

  it('shows a failed lookup for 3 s, fades it for 0.5 s, then removes it', async () => {
    vi.useFakeTimers();
    try {
      const client = fakeClient({ find: vi.fn(async () => Promise.reject(new FinderLookupError('Webservice request timed out.', 'timeout'))) });
      const { input } = renderFinder({ client });
      type(input, 'high');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toBe('Webservice request timed out.');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(screen.getByRole('alert').className).toContain('is-fading');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when an address cannot be retrieved', async () => {
    const client = fakeClient({ retrieve: vi.fn(async () => Promise.reject(new FinderLookupError('Service Error: Id Invalid', 'service'))) });
    const { input, onAddress } = renderFinder({ client });
    type(input, 'high');
    fireEvent.click((await screen.findAllByRole('option'))[0]);
    fireEvent.click((await screen.findAllByRole('option', { name: /1 High Street/ }))[0]);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, we could not retrieve this address. Service Error: Id Invalid');
    expect(onAddress).not.toHaveBeenCalled();
  });

  it('changes country with the country list, then searches there', async () => {
    const { input, client } = renderFinder();
    fireEvent.click(screen.getByRole('button', { name: 'Change Country' }));
    const countryInput = screen.getByRole('combobox', { name: 'Search for a country' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom', 'France']);
    type(countryInput, 'xyz');
    expect(screen.getByRole('status').textContent).toBe('Sorry, we could not find this country');
    type(countryInput, 'fra');
    key(countryInput, 'ArrowDown');
    key(countryInput, 'Enter');
    expect(screen.getByRole('combobox', { name: 'Quick Address Finder' })).toBe(input);
    type(input, 'rue');
    await waitFor(() => expect(client.find).toHaveBeenLastCalledWith({ text: 'rue', container: undefined, countries: 'FR' }, expect.anything()));
  });

  it('suggests a country the search names: Did you mean', async () => {
    const { input } = renderFinder();
    type(input, 'France');
    const [suggestion] = await screen.findAllByRole('option');
    expect(suggestion.textContent).toBe('Did you mean: France');
  });

  it('uses the shopper’s country by IP when the form’s is not offered', async () => {
    const client = fakeClient({ ip2country: vi.fn(async () => [{ Iso2: 'FR', Iso3: 'FRA', Name: 'France' }]) });
    const { input } = renderFinder({ client, country: 'DE' });
    await waitFor(() => expect(client.ip2country).toHaveBeenCalled());
    type(input, 'rue');
    await waitFor(() => expect(client.find).toHaveBeenLastCalledWith(expect.objectContaining({ countries: 'FR' }), expect.anything()));
  });

  it('finds addresses at the shopper’s location, or says why it cannot', async () => {
    const client = fakeClient({ geolocation: vi.fn(async () => [{ ...house(7), Distance: 12 }]) });
    const { input } = renderFinder({ client });
    const button = screen.getByRole('button', { name: 'Use my Location' });
    fireEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe('Location data is not supported in this browser.');

    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 51.5, longitude: -0.12 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      fireEvent.click(button);
      await waitFor(() => expect(screen.getAllByRole('option')[0].textContent).toContain('7 High Street'));
      expect(client.geolocation).toHaveBeenCalledWith(51.5, -0.12);
      expect(document.activeElement).toBe(input);

      getCurrentPosition.mockImplementationOnce((ok: PositionCallback) => ok({ coords: { latitude: Number.NaN, longitude: 0 } } as GeolocationPosition));
      fireEvent.click(button);
      expect(screen.getByRole('alert').textContent).toBe("The location supplied for the reverse geocode doesn't contain coordinate information.");

      getCurrentPosition.mockImplementationOnce((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1 } as GeolocationPositionError),
      );
      fireEvent.click(button);
      expect(screen.getByRole('alert').textContent).toBe('Sorry, we could not get your location');
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('speaks the store’s language', async () => {
    render(
      <AddressFinder serviceUrl="/sb" serviceKey="K" language="cy" countries={['GB']} country="GB" idPrefix="x" onAddress={() => {}} client={fakeClient()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Canfod Cyfeiriad Cyflym' })).toBeTruthy();
    cleanup();
    render(
      <AddressFinder serviceUrl="/sb" serviceKey="K" language="de" countries={['DE']} country="DE" idPrefix="x" onAddress={() => {}} client={fakeClient()} />,
    );
    expect(screen.getByRole('button', { name: 'Land ändern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meinen Standort verwenden' })).toBeTruthy();
  });
});
