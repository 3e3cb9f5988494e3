import { useTranslation } from 'react-i18next';
import { SHIPPING_METHOD_MISSING } from '../../shipping/domain';
import { isPickupMethod } from '../../pickup-points/domain';
import { PickupPointBlock, type PickupAddressSource } from '../../pickup-points/web';
import type { EstimatedShippingRate } from '../../../shared/web/api/types';
import { isParcelShopMethod } from '../../parcel-shops/domain';
import { ParcelShopPicker } from '../../parcel-shops/web';
import { useRateErrorText } from '../../shipping/web';
import type { ParcelShopChoice } from '../../parcel-shops/web';
import { Loading } from '../../../shared/web/ui/loading';
import { Message } from '../../../shared/web/ui/message';
import { Price } from '../../../shared/web/ui/price';
import { rateKey } from './rate-selection';
import { ruleMessage } from '../../../shared/web/i18n/messages';

type ShippingTaxDisplay = 'including' | 'excluding' | 'both';

export interface ShippingMethodsProps {
  rates: EstimatedShippingRate[] | undefined;
  selected: string | null;
  onSelect: (key: string) => void;
  showMissing: boolean;
  /** The store's restriction message: shown instead of the methods when the address is restricted. */
  restriction?: string | null;
  taxDisplay?: ShippingTaxDisplay;
  /** The delivery address now, for the pickup point search. */
  pickupAddress?: () => PickupAddressSource | undefined;
  /** A pickup point was chosen in its popup. */
  onPickupChosen?: () => void;
  /** The service point block, shown under a selected parcel shop method. */
  parcelShop?: ParcelShopChoice;
}

function RatePrice({ rate, taxDisplay }: { rate: EstimatedShippingRate; taxDisplay: ShippingTaxDisplay }) {
  const { t } = useTranslation();
  if (taxDisplay === 'excluding') return <Price value={rate.price_excl_tax} />;
  if (taxDisplay === 'including') return <Price value={rate.price_incl_tax} />;
  return (
    <>
      <Price value={rate.price_excl_tax} /> <span className="rate-price-note">{t('checkout.methods.exclTax')}</span>
      <br />
      <Price value={rate.price_incl_tax} /> <span className="rate-price-note">{t('checkout.methods.inclTax')}</span>
    </>
  );
}

/**
 * 'Choose a delivery method' (spec 001 §2): the 'Select Shipping Option' table, one row per rate with
 * its radio, price, method, carrier and delivery promise, and the carrier's error row under it.
 */
export function ShippingMethods({
  rates,
  selected,
  onSelect,
  showMissing,
  restriction = null,
  taxDisplay = 'including',
  pickupAddress,
  onPickupChosen,
  parcelShop,
}: ShippingMethodsProps) {
  const { t } = useTranslation();
  const rateErrorText = useRateErrorText();
  const chosen = rates?.find((rate) => rateKey(rate) === selected);
  return (
    <section className="shipping-methods" aria-labelledby="shipping-methods-title">
      <h2 id="shipping-methods-title">{t('checkout.methods.title')}</h2>
      {restriction && <Message kind="error">{restriction}</Message>}
      {!restriction && !rates && <Loading label={t('checkout.methods.loading')} />}
      {!restriction && rates?.length === 0 && <Message kind="warning">{t('checkout.methods.noQuotes')}</Message>}
      {!restriction && rates && rates.length > 0 && (
        <table className="rates-table" aria-describedby={showMissing ? 'shipping-method-error' : undefined}>
          <caption className="visually-hidden">{t('checkout.methods.caption')}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('checkout.methods.selectColumn')}</th>
              <th scope="col">{t('checkout.methods.priceColumn')}</th>
              <th scope="col">{t('checkout.methods.methodColumn')}</th>
              <th scope="col">{t('checkout.methods.carrierColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => {
              const key = rateKey(rate);
              const id = `rate-${key}`;
              const tooltip = rate.extension_attributes?.tooltip_message;
              return [
                <tr key={key} className={selected === key ? 'rate rate-selected' : 'rate'} onClick={() => rate.available && onSelect(key)}>
                  <td className="rate-select">
                    <input
                      type="radio"
                      id={id}
                      name="shipping-method"
                      value={key}
                      checked={selected === key}
                      disabled={!rate.available}
                      onChange={() => onSelect(key)}
                      aria-labelledby={`${id}-method ${id}-carrier ${id}-price`}
                      aria-describedby={tooltip ? `${id}-tooltip` : undefined}
                    />
                  </td>
                  <td className="rate-price" id={`${id}-price`}>
                    <RatePrice rate={rate} taxDisplay={taxDisplay} />
                  </td>
                  <td className="rate-method">
                    <label htmlFor={id} id={`${id}-method`}>
                      {rate.method_title}
                    </label>
                    {tooltip && (
                      <span className="rate-tooltip" id={`${id}-tooltip`}>
                        {tooltip}
                      </span>
                    )}
                  </td>
                  <td className="rate-carrier" id={`${id}-carrier`}>
                    {rate.carrier_title}
                  </td>
                </tr>,
                rate.error_message ? (
                  <tr key={`${key}-error`} className="rate-error-row">
                    <td colSpan={4}>
                      <div role="alert" className="message message-error">
                        {rateErrorText(rate.error_message)}
                      </div>
                    </td>
                  </tr>
                ) : null,
                parcelShop && selected === key && isParcelShopMethod(rate.method_code) ? (
                  <tr key={`${key}-parcel-shop`} className="rate-extra-row">
                    <td colSpan={4}>
                      <ParcelShopPicker choice={parcelShop} />
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      )}
      {!restriction && (
        <PickupPointBlock selected={isPickupMethod(chosen?.carrier_code, chosen?.method_code)} address={pickupAddress} onChosen={onPickupChosen} />
      )}
      {showMissing && !restriction && (
        <p id="shipping-method-error" className="field-error" role="alert">
          {ruleMessage(SHIPPING_METHOD_MISSING)}
        </p>
      )}
    </section>
  );
}
