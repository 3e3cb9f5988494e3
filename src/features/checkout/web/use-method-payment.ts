import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ensureWritableCart } from '../../cart/web';
import type { AfterOrder, MethodBlockHandle } from '../../payment/web';
import { useWebPaymentMethod } from '../../payment/web';
import { type ElectronicInvoiceController, useElectronicInvoice } from '../../payment/web';
import { usePaymentConfig } from '../../payment/web';

const SUCCESS_PAGE: AfterOrder = { kind: 'success-page' };

/**
 * The chosen method's own part of the order: its block (found in the app's registry, never named here) and
 * the Mexican invoice. `collect` checks the method's block and answers its `additional_data`, or `false`
 * when the shopper has something to correct.
 */
export function useMethodPayment(method: string | null) {
  const plugin = useWebPaymentMethod(method);
  const block = useRef<MethodBlockHandle | null>(null);
  // The block's chunk loads once its method is chosen: Place Order waits for it.
  const [blockLoaded, setBlockLoaded] = useState(false);
  const blockRef = useCallback((handle: MethodBlockHandle | null) => {
    block.current = handle;
    setBlockLoaded(handle !== null);
  }, []);
  const invoice: ElectronicInvoiceController = useElectronicInvoice(usePaymentConfig().data?.edicomEnabled === true);
  const queryClient = useQueryClient();

  async function collect(cartPath: string | null): Promise<Record<string, unknown> | undefined | false> {
    let additionalData: Record<string, unknown> | undefined;
    if (plugin?.Block) {
      // A block still loading has nothing to send yet.
      const answer = block.current ? await block.current.collect() : false;
      if (answer === false) return false;
      additionalData = answer;
    }
    // Check 5's form goes to the basket just before the order (the server checks it again).
    if (!(await invoice.save(cartPath))) return false;
    if (invoice.enabled && invoice.receive) additionalData = { ...additionalData, edicomEnabled: true };
    return additionalData;
  }

  return {
    plugin,
    blockRef,
    /** The chosen method's block is ready to be asked (or it has none). */
    ready: !plugin?.Block || blockLoaded,
    invoice,
    collect,
    /** The basket's quote id, for a method that opens a page for the order after it is placed. */
    quoteId: () => ensureWritableCart(queryClient).then((cart) => cart.quoteId),
    /** The code the order is placed with: the chosen method's, unless its block's choice has its own (a saved subscription profile). */
    placedWith: (chosen: string, additionalData: Record<string, unknown> | undefined): string => block.current?.placedWith?.(additionalData) ?? chosen,
    /** The order is placed: where the page goes, as the method says. */
    afterOrder: (additionalData: Record<string, unknown> | undefined): AfterOrder => block.current?.afterOrder?.(additionalData) ?? SUCCESS_PAGE,
    /** The order was refused: the method resets what was good for one attempt. */
    orderFailed: () => block.current?.orderFailed?.(),
  };
}

export type MethodPayment = ReturnType<typeof useMethodPayment>;
