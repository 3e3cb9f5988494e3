import { SHIPPING_METHOD_MISSING } from '../../shipping/domain';
import { isPickupMethod } from '../../pickup-points/domain';
import { PickupPointBlock, type PickupAddressSource } from '../../pickup-points/web';
import type { ShippingRate } from '../../../shared/web/api/types';
import { Choice } from '../../../shared/web/ui/choice';
import { Loading } from '../../../shared/web/ui/loading';
import { Message } from '../../../shared/web/ui/message';
import { Price } from '../../../shared/web/ui/price';
import { rateKey } from './rate-selection';
import { NO_QUOTES_TEXT } from './shipping-rates';

export interface ShippingMethodsProps {
  rates: ShippingRate[] | undefined;
  selected: string | null;
  onSelect: (key: string) => void;
  showMissing: boolean;
  /** The delivery address now, for the pickup point search. */
  pickupAddress?: () => PickupAddressSource | undefined;
}

/** 'Choose a delivery method': one radio per rate (method, carrier, price) and its error row. */
export function ShippingMethods({ rates, selected, onSelect, showMissing, pickupAddress }: ShippingMethodsProps) {
  const chosen = rates?.find((rate) => rateKey(rate) === selected);
  return (
    <section className="shipping-methods" aria-labelledby="shipping-methods-title">
      <h2 id="shipping-methods-title">Choose a delivery method</h2>
      {!rates && <Loading label="Loading delivery methods…" />}
      {rates?.length === 0 && <Message kind="warning">{NO_QUOTES_TEXT}</Message>}
      {rates && rates.length > 0 && (
        <fieldset aria-describedby={showMissing ? 'shipping-method-error' : undefined}>
          <legend className="visually-hidden">Select Shipping Option</legend>
          {rates.map((rate) => {
            const key = rateKey(rate);
            return (
              <div key={key} className="rate">
                <Choice
                  type="radio"
                  name="shipping-method"
                  className="choice-card"
                  value={key}
                  checked={selected === key}
                  disabled={!rate.available}
                  onChange={() => onSelect(key)}
                >
                  <span className="rate-method">{rate.method_title}</span>{' '}
                  <span className="rate-carrier">{rate.carrier_title}</span>{' '}
                  <Price className="rate-price" value={rate.price_incl_tax} />
                </Choice>
                {rate.error_message && <p className="field-error">{rate.error_message}</p>}
              </div>
            );
          })}
        </fieldset>
      )}
      <PickupPointBlock selected={isPickupMethod(chosen?.carrier_code, chosen?.method_code)} address={pickupAddress} />
      {showMissing && (
        <p id="shipping-method-error" className="field-error" role="alert">
          {SHIPPING_METHOD_MISSING}
        </p>
      )}
    </section>
  );
}
