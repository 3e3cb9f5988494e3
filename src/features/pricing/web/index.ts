// The pricing feature's web front door: what other features may use.
export { refreshTotals, useRefreshTotals } from './refresh-totals';
export { TotalsTable } from './totals-table';
export { segmentLabel } from './totals-rows';
