import { EMPTY_SELECTION, listingQuery, parsePriceBand, readListingSelection } from './catalogue-listing';

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return readListingSelection((name) => params.get(name));
};

describe("a category page's selection in its address", () => {
  it('reads filters, order and page, and writes them back in one order without the defaults', () => {
    const { selection, problems } = read(
      'p=2&nicotine_strength=18,6,18&category=pods,devices&price=10-20,0-10&in_stock=1&product_list_order=price&product_list_dir=desc',
    );
    expect(problems).toEqual([]);
    expect(selection).toEqual({
      ...EMPTY_SELECTION,
      category: ['devices', 'pods'],
      nicotineStrength: [6, 18],
      price: [
        { from: 0, to: 10 },
        { from: 10, to: 20 },
      ],
      inStock: true,
      order: 'price',
      direction: 'desc',
      page: 2,
    });
    expect(listingQuery(selection)).toBe(
      'category=devices,pods&nicotine_strength=6,18&price=0-10,10-20&in_stock=1&product_list_order=price&product_list_dir=desc&p=2',
    );
    expect(listingQuery(EMPTY_SELECTION)).toBe('');
    // Newest goes newest first unless told otherwise.
    expect(listingQuery(read('product_list_order=newest&product_list_dir=desc').selection)).toBe('product_list_order=newest');
  });

  it("keeps the search's query first in the address, trimmed, with the filters after it", () => {
    const { selection, problems } = read('flavour_family=fruit&q=%20%20mango%20%20ice%20&p=3');
    expect(problems).toEqual([]);
    expect(selection).toEqual({ ...EMPTY_SELECTION, query: 'mango ice', flavourFamily: ['fruit'], page: 3 });
    expect(listingQuery(selection)).toBe('q=mango+ice&flavour_family=fruit&p=3');
    expect(listingQuery({ ...selection, order: 'price', page: 1 })).toBe('q=mango+ice&flavour_family=fruit&product_list_order=price');
  });

  it('keeps what it can read and names the rest in Magento’s words', () => {
    const { selection, problems } = read('category=pods,vapes&pack_size=0&product_list_limit=25&flavour_family=fruit');
    expect(selection).toMatchObject({ category: ['pods'], packSize: [], pageSize: 24, flavourFamily: ['fruit'] });
    expect(problems).toEqual([
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'vapes', fieldName: 'category' } },
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: '0', fieldName: 'pack_size' } },
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: '25', fieldName: 'product_list_limit' } },
    ]);
  });

  it.each([
    ['10-20', { from: 10, to: 20 }],
    ['0-9.99', { from: 0, to: 9.99 }],
    ['20-', { from: 20, to: null }],
    ['20-10', null],
    ['10-10', null],
    ['-10', null],
    ['1e3-2e3', null],
    ['10-20-30', null],
  ])('price band %s → %o', (text, band) => {
    expect(parsePriceBand(text)).toEqual(band);
  });
});
