import { ONLY_LEFT_THRESHOLD, stockStateOf } from './stock-state';

describe('the stock a product page states', () => {
  it.each([
    [500, { state: 'in_stock' }],
    [ONLY_LEFT_THRESHOLD + 1, { state: 'in_stock' }],
    [ONLY_LEFT_THRESHOLD, { state: 'only_left', left: ONLY_LEFT_THRESHOLD }],
    [1, { state: 'only_left', left: 1 }],
    [0, { state: 'out_of_stock' }],
  ])('%i units: %o', (qty, state) => {
    expect(stockStateOf(qty)).toEqual(state);
  });
});
