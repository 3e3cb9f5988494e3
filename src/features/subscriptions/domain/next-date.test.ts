import type { Clock } from '../../../shared/domain/clock';
import { addMonthsIso, isNewSubscription, nextProcessingDate, shortDate } from './next-date';

const at = (iso: string): Clock => ({ now: () => new Date(iso) });

describe('next processing date (spec 002 §4, §9)', () => {
  it('is one interval ahead, as dd/mm/yy', () => {
    expect(nextProcessingDate(at('2026-11-28T12:00:00Z'), 'Europe/London', 1)).toBe('28/12/26');
    expect(nextProcessingDate(at('2026-11-28T12:00:00Z'), 'Europe/London', 2)).toBe('28/01/27');
    expect(nextProcessingDate(at('2026-03-05T12:00:00Z'), 'Europe/London', 12)).toBe('05/03/27');
  });

  it('keeps to the last day of a shorter month', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsIso('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonthsIso('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsIso('2026-12-15', 1)).toBe('2027-01-15');
    expect(nextProcessingDate(at('2026-01-31T10:00:00Z'), 'Europe/London', 1)).toBe('28/02/26');
  });

  it("counts from the store's calendar day around midnight, not the server's", () => {
    // 23:30 UTC on 31 July is already 1 August in London (BST) and Paris, still 31 July in São Paulo.
    const lateEvening = at('2026-07-31T23:30:00Z');
    expect(nextProcessingDate(lateEvening, 'Europe/London', 1)).toBe('01/09/26');
    expect(nextProcessingDate(lateEvening, 'Europe/Paris', 1)).toBe('01/09/26');
    expect(nextProcessingDate(lateEvening, 'America/Sao_Paulo', 1)).toBe('31/08/26');
    // In winter London is on UTC: 23:59 on 31 January is still 31 January there.
    expect(nextProcessingDate(at('2026-01-31T23:59:00Z'), 'Europe/London', 1)).toBe('28/02/26');
    expect(nextProcessingDate(at('2026-02-01T00:00:00Z'), 'Europe/London', 1)).toBe('01/03/26');
  });

  it('writes two-digit years', () => {
    expect(shortDate('2031-05-09')).toBe('09/05/31');
  });
});

describe('new subscription at checkout (spec 002 §4)', () => {
  it('needs the checkout flag and an interval', () => {
    expect(isNewSubscription({ create_new_subscription_at_checkout: true, interval: 1 })).toBe(true);
    expect(isNewSubscription({ create_new_subscription_at_checkout: true, interval: 0 })).toBe(false);
    expect(isNewSubscription({ create_new_subscription_at_checkout: false, interval: 1 })).toBe(false);
    expect(isNewSubscription(null)).toBe(false);
    expect(isNewSubscription(undefined)).toBe(false);
  });
});
