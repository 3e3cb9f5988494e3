export { type ResolvedStore, loadStore } from './store';
