// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { SearchResultsPage } from './search-results-page';

/** A product as the listing sends it: just what a card shows. */
const product = (id: number) => ({
  id,
  sku: `POD-${id}`,
  name: `Pod ${id}`,
  price: 5.99,
  custom_attributes: [{ attribute_code: 'url_key', value: `pod-${id}` }],
});

/** The listing's answer for a page of twelve of 30 matches. */
const answerFor = (page: number) => ({
  items: Array.from({ length: page < 3 ? 12 : 6 }, (_, i) => product((page - 1) * 12 + i + 1)),
  total_count: 30,
  current_page: page,
  page_size: 12,
  aggregations: [
    { attribute_code: 'category', options: [{ value: 'pods', count: 30, selected: false }] },
    { attribute_code: 'in_stock', options: [{ value: '1', count: 30, selected: false }] },
  ],
});

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

/** The listing calls made (the prices' store format is asked too, and answered 404: the default format). */
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.includes('-listing')) return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
      asked.push(url);
      const page = Number(new URL(url, 'http://shop.test').searchParams.get('p') ?? 1);
      return new Response(JSON.stringify(answerFor(page)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SearchResultsPage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the search's results page", () => {
  it('pages through the matches, the query and the selection kept in every page’s address', async () => {
    renderPage('/catalogsearch/result?q=crisp+pod&product_list_order=price&product_list_limit=12');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(asked).toEqual(['/rest/default/V1/search-listing?q=crisp+pod&product_list_order=price&product_list_limit=12']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Search results for: 'crisp pod'");
    expect(screen.getByRole('status').textContent).toBe('30 products');
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/catalogsearch/result?q=crisp+pod&product_list_order=price&p=2&product_list_limit=12',
    );
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('where').textContent).toBe('/catalogsearch/result?q=crisp+pod&product_list_order=price&p=2&product_list_limit=12');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: "Search results for: 'crisp pod'" })).getAllByRole('heading')[0].textContent).toBe('Pod 13'),
    );
    expect(asked.at(-1)).toBe('/rest/default/V1/search-listing?q=crisp+pod&product_list_order=price&p=2&product_list_limit=12');
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2 of 3')).toBeTruthy();
  });

  it('asks for nothing when the query is too short, and says why', async () => {
    renderPage('/catalogsearch/result?q=ab');
    expect(await screen.findByText('Minimum Search query length is 3')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
