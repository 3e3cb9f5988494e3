import { bestRow, conditionValue } from './rate-table';
import { missingFieldMessage } from './required-fields';
import { offeredRate, unavailableRate } from './rate-builders';
import type { Carrier } from './shipping-types';

/** Magento's table rate: one method ('bestway') priced by the best-matching row; no row, no rate. */
export const tableRate: Carrier = {
  code: 'tablerate',
  rates(context, { tableRate: s }) {
    if (!s?.enabled) return [];
    const labels = { carrierCode: 'tablerate', methodCode: 'bestway', carrierTitle: s.title, methodTitle: s.methodTitle, tooltip: s.tooltip };
    const missing = missingFieldMessage('tablerate', context);
    if (missing) return [unavailableRate(labels, missing)];
    const row = bestRow(s.rows, context, conditionValue(context, s.condition));
    return row ? [offeredRate({ ...labels, tooltip: row.tooltip || s.tooltip }, row.price)] : [];
  },
};

/** Matrix rates: like the table rate, but every method code in the rows is a method of its own. */
export const matrixRate: Carrier = {
  code: 'matrixrate',
  rates(context, { matrixRate: s }) {
    if (!s?.enabled) return [];
    const base = { carrierCode: 'matrixrate', methodCode: 'matrixrate', carrierTitle: s.title, methodTitle: s.methodTitle, tooltip: s.tooltip };
    const missing = missingFieldMessage('matrixrate', context);
    if (missing) return [unavailableRate(base, missing)];
    const value = conditionValue(context, s.condition);
    const methodCodes = [...new Set(s.rows.map((r) => r.methodCode))];
    return methodCodes.flatMap((methodCode) => {
      const row = bestRow(
        s.rows.filter((r) => r.methodCode === methodCode),
        context,
        value,
      );
      if (!row) return [];
      return [offeredRate({ ...base, methodCode, methodTitle: row.methodTitle || s.methodTitle, tooltip: row.tooltip || s.tooltip }, row.price)];
    });
  },
};
