// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { SearchBox } from './search-box';

const SUGGESTIONS = {
  query: 'pod',
  products: [
    {
      id: 5,
      sku: 'EPOD-CRISP-MINT-12',
      name: 'ePod Cartridges Crisp Mint 12mg (2 pack)',
      url_key: 'epod-cartridges-crisp-mint-12mg',
      price: 5.99,
      image: '/p.svg',
    },
    {
      id: 6,
      sku: 'EPOD-MANGO-ICE-18',
      name: 'ePod Cartridges Mango Ice 18mg (2 pack)',
      url_key: 'epod-cartridges-mango-ice-18mg',
      price: 5.99,
      image: '/p.svg',
    },
  ],
  categories: [{ code: 'pods', label: 'Pods & Cartridges' }],
};

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function renderBox(at = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SearchBox />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The suggestions asked for (the prices' store format is asked too). */
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/search/')) asked.push(url);
      return new Response(JSON.stringify(SUGGESTIONS), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The field, plain or with its suggestions. */
const field = () => screen.queryByRole('combobox', { name: 'Search' }) ?? screen.getByRole('searchbox', { name: 'Search' });

describe('the header search', () => {
  it('is a plain labelled field until the first interaction, then the combobox, keeping the text and the focus', async () => {
    renderBox();
    const plain = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('combobox')).toBeNull();
    act(() => plain.focus());
    fireEvent.focusIn(plain);
    fireEvent.change(plain, { target: { value: 'min' } });
    const combobox = await screen.findByRole('combobox', { name: 'Search' });
    expect(combobox).toHaveProperty('value', 'min');
    expect(document.activeElement).toBe(combobox);
    expect(combobox.getAttribute('aria-controls')).toBe('search-suggestions');
  });

  it('lists products and categories in their groups, says how many, and opens the chosen one', async () => {
    renderBox();
    fireEvent.focusIn(field());
    const combobox = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(combobox, { target: { value: 'pod' } });
    const list = await screen.findByRole('listbox', { name: 'Search' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(
      within(screen.getByRole('group', { name: 'Products' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ePod Cartridges Crisp Mint 12mg (2 pack)£5.99', 'ePod Cartridges Mango Ice 18mg (2 pack)£5.99']);
    expect(within(screen.getByRole('group', { name: 'Categories' })).getByRole('option').textContent).toBe('Pods & Cartridges');
    expect(screen.getByRole('status').textContent).toBe('3 suggestions available. Use the up and down arrows to choose one.');
    expect(asked).toEqual(['/rest/default/V1/search/suggestions?q=pod']);

    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1].id);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/product/epod-cartridges-mango-ice-18mg');
    // The text stays as typed.
    expect(combobox).toHaveProperty('value', 'pod');
  });

  it('asks for nothing under three characters', async () => {
    renderBox();
    fireEvent.focusIn(field());
    const combobox = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(combobox, { target: { value: 'po' } });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(asked).toEqual([]);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });

  it('submits to the results page with the query in the address, and shows the results page query', async () => {
    renderBox('/catalogsearch/result?q=golden%20tobacco');
    expect(field()).toHaveProperty('value', 'golden tobacco');
    fireEvent.change(field(), { target: { value: '  crisp mint ' } });
    fireEvent.submit(field().closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/catalogsearch/result?q=crisp+mint');
    // An empty field goes nowhere.
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.submit(field().closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/catalogsearch/result?q=crisp+mint');
  });
});
