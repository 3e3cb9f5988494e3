// The cms feature's server front door: what other features may use.
export { storeCmsBlockHtml } from './service';
