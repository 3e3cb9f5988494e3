import { canUseReward } from './rewards';

describe('canUseReward (spec 002 §4)', () => {
  it.each([
    [1000, 0, 500, true],
    [0, 0, 500, false],
    [1000, 100, 500, false],
    [1000, 0, 0, false],
  ])('grand total %i, applied %i, balance %i → %s', (total, applied, balance, expected) => {
    expect(canUseReward(total, applied, balance)).toBe(expected);
  });
});
