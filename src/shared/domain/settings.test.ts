import { composeSettings, defineSettings } from './settings';

const limits = defineSettings({ 'limits/min_qty': '2', 'limits/active': '1', 'limits/label': 'Limits' }, (get) => ({
  limits: { min: get.int('limits/min_qty'), enabled: get.flag('limits/active'), label: get.text('limits/label') },
}));
const banner = defineSettings({ 'banner/text': 'Hello' }, (get) => ({ banner: get.text('banner/text') }));

describe('settings sections', () => {
  it('reads a store value, or the default where the store sets none', () => {
    expect(limits.read({})).toEqual({ limits: { min: 2, enabled: true, label: 'Limits' } });
    expect(limits.read({ 'limits/min_qty': '5', 'limits/active': '0', 'limits/label': 'Mine' })).toEqual({ limits: { min: 5, enabled: false, label: 'Mine' } });
  });

  it('reads a number that is not one as 0, and only "1" as on', () => {
    expect(limits.read({ 'limits/min_qty': 'many', 'limits/active': 'yes' }).limits).toMatchObject({ min: 0, enabled: false });
  });

  it('refuses a path that is not its own at compile time', () => {
    const misspelt = defineSettings({ 'limits/min_qty': '2' }, (get) => ({
      // @ts-expect-error a misspelt path is a type error, not a silent default
      min: get.int('limits/min_qyt'),
    }));
    expect(misspelt.read({}).min).toBe(0);
  });

  it('composes sections into one object with all their defaults', () => {
    const both = composeSettings([limits, banner]);
    expect(both.read({ 'banner/text': 'Hi' })).toEqual({ limits: { min: 2, enabled: true, label: 'Limits' }, banner: 'Hi' });
    expect(Object.keys(both.defaults)).toEqual(['limits/min_qty', 'limits/active', 'limits/label', 'banner/text']);
  });

  it('refuses two sections owning the same path', () => {
    const twice = defineSettings({ 'banner/text': 'Bye' }, (get) => ({ farewell: get.text('banner/text') }));
    expect(() => composeSettings([banner, twice])).toThrow('Store config path banner/text is owned by two settings sections.');
  });
});
