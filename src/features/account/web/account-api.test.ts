import { type BookAddress, bookWith } from './account-api';

const base = {
  firstname: 'Martha',
  lastname: 'Jones',
  street: ['5 Queen Street'],
  city: 'Cardiff',
  region: { region: null, region_code: null, region_id: 0 },
  region_id: 0,
  postcode: 'CF10 2BH',
  country_id: 'GB',
  telephone: '+447400123462',
};
const HOME: BookAddress = { ...base, id: 1, default_billing: true, default_shipping: true };
const WORK: BookAddress = { ...base, id: 2, street: ['7 Castle Street'], default_billing: false, default_shipping: false };

const flags = (book: { id?: number; default_billing: boolean; default_shipping: boolean }[]) => book.map((a) => [a.id, a.default_billing, a.default_shipping]);

describe('the book sent with PUT customers/me', () => {
  it('adds a new address at the end, the region object left for the server to take from region_id', () => {
    const typed = { ...base, street: ['1 New Road'], default_billing: false, default_shipping: false };
    const book = bookWith([HOME, WORK], typed);
    expect(flags(book)).toEqual([
      [1, true, true],
      [2, false, false],
      [undefined, false, false],
    ]);
    expect(book[0]).not.toHaveProperty('region');
  });

  it('a new default shipping address takes the mark from the old one, which stays the billing default', () => {
    const book = bookWith([HOME, WORK], { ...base, street: ['1 New Road'], default_billing: false, default_shipping: true });
    expect(flags(book)).toEqual([
      [1, true, false],
      [2, false, false],
      [undefined, false, true],
    ]);
  });

  it('an edited address keeps its place', () => {
    const book = bookWith([HOME, WORK], { ...base, id: 2, city: 'Newport', default_billing: true, default_shipping: false });
    expect(flags(book)).toEqual([
      [1, false, true],
      [2, true, false],
    ]);
    expect(book[1]).toMatchObject({ city: 'Newport' });
  });
});
