// The pricing feature's server front door: what other features may use.
export { cartConditionFacts, estimateCartRates, promotionsFor, quoteTotalsDto, totalsResponse } from './service';
export type { Pricing, Quote } from './service';
