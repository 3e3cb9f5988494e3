// The cms feature's web front door: what other features may use.
export { ShopHtml } from './shop-html';
export { LegalLinks } from './legal-links';
