import { webPaymentMethodRegistry } from '../../features/payment/web/method-plugin';
import { payuWebMethods } from '../../features/payu/web/payu-web-methods';

/**
 * The payment methods' browser halves, one line each: the payment step finds the chosen method's block
 * here and never names one. Methods with nothing to show (free, cash on delivery) need no line.
 */
export const webPaymentMethods = webPaymentMethodRegistry([...payuWebMethods]);
