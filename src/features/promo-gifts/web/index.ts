// The promo-gifts feature's web front door: what other features may use.
export { ChooseGiftLink } from './choose-gift-link';
export { LazyGiftPopup } from './lazy-gift-popup';
