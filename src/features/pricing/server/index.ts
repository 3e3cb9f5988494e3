// The pricing feature's server front door: what other features may use.
export { cartConditionFacts, estimateCartRates, promotionsFor, quoteCart, quoteTotalsDto, totalsResponse } from './service';
export type { Quote } from './service';
