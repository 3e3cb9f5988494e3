import { rewardDeduction } from './reward-deduction';

describe('rewardDeduction', () => {
  it.each([
    [500, 1, 1000, { points: 500, amount: 500 }],
    [500, 1, 300, { points: 300, amount: 300 }],
    [10, 3, 20, { points: 7, amount: 20 }],
    [0, 1, 1000, { points: 0, amount: 0 }],
    [500, 1, 0, { points: 0, amount: 0 }],
  ])('%i points worth %ip against %ip → %j', (balance, value, payable, expected) => {
    expect(rewardDeduction(balance, value, payable)).toEqual(expected);
  });
});
