import { type Clock, storeTimeOfDay, storeToday } from './clock';

const at = (iso: string): Clock => ({ now: () => new Date(iso) });

describe("a store's local date and time", () => {
  it('turn with the local midnight, not UTC, and change within the same minute of the zone', () => {
    // 23:59:30 in London (BST, UTC+1) is 22:59:30 UTC; thirty seconds later the London date turns.
    expect(storeToday(at('2026-07-14T22:59:30Z'), 'Europe/London')).toBe('2026-07-14');
    expect(storeToday(at('2026-07-14T23:00:10Z'), 'Europe/London')).toBe('2026-07-15');
    expect(storeToday(at('2026-07-14T22:59:59Z'), 'Europe/London')).toBe('2026-07-14');
    expect(storeToday(at('2026-07-14T23:00:10Z'), 'Europe/Paris')).toBe('2026-07-15');
    expect(storeToday(at('2026-07-14T21:59:00Z'), 'Europe/Paris')).toBe('2026-07-14');
  });

  it('a time of day for cut-offs, per zone, including zones a half hour off', () => {
    expect(storeTimeOfDay(at('2026-01-10T13:59:59Z'), 'Europe/London')).toBe('13:59');
    expect(storeTimeOfDay(at('2026-01-10T14:00:00Z'), 'Europe/London')).toBe('14:00');
    expect(storeTimeOfDay(at('2026-01-10T14:00:00Z'), 'Asia/Kolkata')).toBe('19:30');
    expect(storeTimeOfDay(at('2026-01-10T14:00:30Z'), 'Europe/London')).toBe('14:00');
  });
});
