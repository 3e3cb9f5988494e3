/** Shipping's answers other features reuse: a rate in Magento's estimate-shipping-methods shape. */
export { rateDto } from './dto';
