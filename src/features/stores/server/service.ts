export { type ResolvedStore, listStores, loadStore } from './store';
