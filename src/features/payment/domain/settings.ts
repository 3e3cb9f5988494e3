import { defineSettings } from '../../../shared/domain/settings';
import type { PaymentSettings } from './methods';

declare module '../../stores/domain' {
  interface StoreSettings {
    payment: PaymentSettings;
  }
}

/** The payment methods' settings (`payment/<code>/…`). */
export const paymentSettings = defineSettings(
  {
    'payment/free/active': '1',
    'payment/free/title': 'No Payment Information Required',
    'payment/cashondelivery/active': '1',
    'payment/cashondelivery/title': 'Cash On Delivery',
    'payment/cashondelivery/fee': '150',
    'payment/cashondelivery/max_order_total': '50000',
  },
  (get): { payment: PaymentSettings } => ({
    payment: {
      free: { enabled: get.flag('payment/free/active'), title: get.text('payment/free/title') },
      cashOnDelivery: {
        enabled: get.flag('payment/cashondelivery/active'),
        title: get.text('payment/cashondelivery/title'),
        fee: get.int('payment/cashondelivery/fee'),
        maxOrderTotal: get.int('payment/cashondelivery/max_order_total'),
      },
    },
  }),
);
