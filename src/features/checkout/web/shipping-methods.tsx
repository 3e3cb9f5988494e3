import { SHIPPING_METHOD_MISSING } from '../../shipping/domain';
import { isParcelShopMethod } from '../../parcel-shops/domain';
import { ParcelShopPicker } from '../../parcel-shops/web/parcel-shop-picker';
import type { ParcelShopChoice } from '../../parcel-shops/web/use-parcel-shop-choice';
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
  /** The service point block, shown under a selected parcel shop method. */
  parcelShop?: ParcelShopChoice;
}

/** 'Choose a delivery method': one radio per rate (method, carrier, price) and its error row. */
export function ShippingMethods({ rates, selected, onSelect, showMissing, parcelShop }: ShippingMethodsProps) {
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
                {parcelShop && selected === key && isParcelShopMethod(rate.method_code) && <ParcelShopPicker choice={parcelShop} />}
              </div>
            );
          })}
        </fieldset>
      )}
      {showMissing && (
        <p id="shipping-method-error" className="field-error" role="alert">
          {SHIPPING_METHOD_MISSING}
        </p>
      )}
    </section>
  );
}
