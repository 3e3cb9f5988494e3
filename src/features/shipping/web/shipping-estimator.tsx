import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRateErrorText } from './rate-error';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation/messages';
import type { EstimatedShippingRate, Totals } from '../../../shared/web/api/types';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Price } from '../../../shared/web/ui/price';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';
import { defaultCountryId, useCountries } from '../../directory/web';
import { usePostcodeWarning } from '../../directory/web';
import {
  type CartVersion,
  ESTIMATE_DELAY_MS,
  type EstimateAddress,
  addressKey,
  groupByCarrier,
  isOffered,
  methodKey,
  rateValue,
  useEstimateRates,
  useEstimateTotals,
} from './estimate-api';
import { type ChosenMethod, estimateDraft } from './estimate-draft';
import './shipping-estimator.css';

/** The store's country (the UK store), used until the directory answer names the default. */
const STORE_COUNTRY_ID = 'GB';

export interface ShippingEstimatorProps {
  /** The cart version (Magento's data_id): rates and totals are cached per address and version. */
  dataId: CartVersion;
  /** A basket with nothing to deliver: only tax is estimated, from the billing address. */
  isVirtual: boolean;
  /** Receives the totals for the address and chosen method, for the page's totals table. */
  onTotals: (totals: Totals) => void;
}

/**
 * The basket's 'Estimate Shipping and Tax' block (spec 000 §4 "Shipping estimation", §5 "Address
 * checks in the estimate", §7). A new or changed address asks for rates after a 200 ms pause,
 * cached per address and cart version; choosing a method (or changing the address once one is
 * chosen) asks for the totals, which go to `onTotals`. Nothing here is saved on the cart.
 *
 * Virtual baskets: Magento estimates their tax from the billing address. This block keeps it
 * simple: the same three fields are read as the billing address, no rates are asked for, and the
 * totals are asked for that address with no delivery method.
 */
export function ShippingEstimator({ dataId, isVirtual, onTotals }: ShippingEstimatorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft] = useState(() => estimateDraft.read());
  const [open, setOpen] = useState(draft.open ?? false);
  const [chosenCountry, setChosenCountry] = useState<string | null>(draft.countryId ?? null);
  const [regionId, setRegionId] = useState<number | null>(draft.regionId ?? null);
  const [regionText, setRegionText] = useState(draft.region ?? '');
  const [postcode, setPostcode] = useState(draft.postcode ?? '');
  const [chosenMethod, setMethod] = useState<ChosenMethod | null>(draft.method ?? null);
  // Nothing to deliver, no delivery method (a basket may turn virtual while the page is open).
  const method = isVirtual ? null : chosenMethod;
  const [touched, setTouched] = useState({ region: false, postcode: false });
  // Once totals have gone to the page they are kept in step with the address, even without a method.
  const [handedTotals, setHandedTotals] = useState(false);

  // --- Country, region, postcode (the store's directory data decides what is asked and required).
  const countries = useCountries();
  const list = countries.data;
  const countryId = chosenCountry && (!list || list.some((c) => c.id === chosenCountry)) ? chosenCountry : defaultCountryId(list, STORE_COUNTRY_ID);
  const country = list?.find((c) => c.id === countryId);
  const regions = country?.regions ?? [];
  const listedRegion = regions.find((r) => r.id === regionId) ?? null;
  const showRegion = regions.length > 0 || (country?.isRegionVisible ?? false);
  const regionRequired = country?.isRegionRequired ?? false;
  const postcodeRequired = !(country?.isZipcodeOptional ?? false);
  const address: EstimateAddress = {
    countryId,
    regionId: regions.length ? (listedRegion?.id ?? null) : null,
    region: regions.length ? (listedRegion?.name ?? '') : showRegion ? regionText : '',
    postcode,
  };
  const postcodeWarning = usePostcodeWarning(postcode, countryId, country?.postcodeExamples ?? []);
  const regionMissing = regionRequired && address.regionId === null && address.region.trim() === '';
  const postcodeMissing = postcodeRequired && postcode.trim() === '';

  // --- Rates: asked for 200 ms after the address settles; the directory answer comes first so a
  // remembered region is read against its list rather than asked about twice.
  const key = addressKey(address);
  const settledAddress = useDebouncedValue(key, ESTIMATE_DELAY_MS);
  const directoryKnown = !countries.isPending;
  const ratesWanted = !isVirtual && (open || method !== null) && directoryKnown;
  const rates = useEstimateRates(settledAddress, dataId, ratesWanted);
  const rateList: EstimatedShippingRate[] | undefined = rates.isError ? [] : rates.data;
  const ratesSettled = ratesWanted && settledAddress === key && !rates.isFetching && !rates.isPlaceholderData;

  // A method the current address no longer offers is cleared (spec 000 §8 "Shipping invalid").
  useEffect(() => {
    if (method && ratesSettled && (rates.isError || (rates.data && !isOffered(rates.data, method)))) setMethod(null);
  }, [method, ratesSettled, rates.isError, rates.data]);

  // --- Totals: 200 ms after the address or method settles; a request left running is aborted.
  const settledTotals = useDebouncedValue(JSON.stringify([key, methodKey(method)]), ESTIMATE_DELAY_MS);
  const settledMethodChosen = (JSON.parse(settledTotals) as [string, string])[1] !== '';
  const totalsWanted = directoryKnown && (isVirtual ? open || handedTotals : settledMethodChosen || handedTotals);
  const totals = useEstimateTotals(settledTotals, dataId, totalsWanted);
  const onTotalsRef = useRef(onTotals);
  useEffect(() => {
    onTotalsRef.current = onTotals;
  });
  useEffect(() => {
    if (!totals.data) return;
    onTotalsRef.current(totals.data);
    setHandedTotals(true);
  }, [totals.data]);

  // --- Remember what was entered and chosen.
  useEffect(() => {
    estimateDraft.write({ open, countryId: chosenCountry ?? undefined, regionId, region: regionText, postcode, method: chosenMethod });
  }, [open, chosenCountry, regionId, regionText, postcode, chosenMethod]);

  const title = isVirtual ? t('basket.estimate.taxTitle') : t('basket.estimate.title');
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const offered = rateList?.filter((r) => r.available).length ?? 0;
  const ratesStatus =
    !open || !ratesWanted
      ? ''
      : rates.isFetching
        ? t('basket.estimate.loadingRates')
        : !rateList
          ? ''
          : rateList.length === 0
            ? t('checkout.methods.noQuotes')
            : t('basket.estimate.methodsAvailable', { count: offered });
  const totalsStatus = totals.isFetching ? t('basket.estimate.updatingTotals') : totals.isSuccess && handedTotals ? t('basket.estimate.totalsUpdated') : '';

  const countryOptions = list?.length ? list.map((c) => ({ value: c.id, label: c.name })) : [{ value: countryId, label: countryId }];

  return (
    <section className="shipping-estimator" aria-labelledby={titleId}>
      <h3 className="estimator-title" id={titleId}>
        <button type="button" className="estimator-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {title}
        </button>
      </h3>
      <div id={panelId} className="estimator-panel" hidden={!open}>
        <p className="field-hint estimator-intro">{isVirtual ? t('basket.estimate.taxIntro') : t('basket.estimate.intro')}</p>
        <SelectField
          id={`${id}-country`}
          label={t('basket.estimate.country')}
          name="country_id"
          autoComplete="country"
          value={countryId}
          disabled={countries.isPending}
          options={countryOptions}
          onChange={(e) => {
            setChosenCountry(e.target.value);
            setRegionId(null);
            setRegionText('');
            setTouched((t) => ({ ...t, region: false }));
          }}
        />
        {showRegion &&
          (regions.length > 0 ? (
            <SelectField
              id={`${id}-region-id`}
              label={t('basket.estimate.region')}
              name="region_id"
              autoComplete="address-level1"
              required={regionRequired}
              value={listedRegion ? String(listedRegion.id) : ''}
              error={touched.region && regionMissing ? REQUIRED_MESSAGE : undefined}
              options={[{ value: '', label: t('basket.estimate.regionPlaceholder') }, ...regions.map((r) => ({ value: String(r.id), label: r.name }))]}
              onChange={(e) => setRegionId(e.target.value ? Number(e.target.value) : null)}
              onBlur={() => setTouched((t) => ({ ...t, region: true }))}
            />
          ) : (
            <TextField
              id={`${id}-region`}
              label={t('basket.estimate.region')}
              name="region"
              autoComplete="address-level1"
              required={regionRequired}
              value={regionText}
              error={touched.region && regionMissing ? REQUIRED_MESSAGE : undefined}
              onChange={(e) => setRegionText(e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, region: true }))}
            />
          ))}
        <TextField
          id={`${id}-postcode`}
          label={t('basket.estimate.postcode')}
          name="postcode"
          autoComplete="postal-code"
          required={postcodeRequired}
          value={postcode}
          error={touched.postcode && postcodeMissing ? REQUIRED_MESSAGE : undefined}
          hint={postcodeWarning ? <span className="postcode-warning">{postcodeWarning}</span> : undefined}
          onChange={(e) => setPostcode(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, postcode: true }))}
        />
        {!isVirtual && (
          <div className="estimator-rates" aria-busy={rates.isFetching || undefined}>
            {rateList === undefined ? (
              <p className="loading">{t('basket.estimate.loadingRates')}</p>
            ) : rateList.length === 0 ? (
              <p className="estimator-no-quotes">{t('checkout.methods.noQuotes')}</p>
            ) : (
              <RateChoices
                name={`${id}-method`}
                rates={rateList}
                chosen={method}
                onChoose={(rate) => setMethod({ carrierCode: rate.carrier_code, methodCode: rate.method_code })}
              />
            )}
          </div>
        )}
        <ErrorMessage error={totals.error} />
      </div>
      {/* Polite announcements that never move focus; present from the start so changes are heard. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {ratesStatus}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {open ? (postcodeWarning ?? '') : ''}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {totalsStatus}
      </p>
    </section>
  );
}

interface RateChoicesProps {
  name: string;
  rates: EstimatedShippingRate[];
  chosen: ChosenMethod | null;
  onChoose: (rate: EstimatedShippingRate) => void;
}

/** The rates as one radio group, a fieldset per carrier; an unavailable rate says why instead of offering a radio. */
function RateChoices({ name, rates, chosen, onChoose }: RateChoicesProps) {
  const { t } = useTranslation();
  const rateErrorText = useRateErrorText();
  const chosenValue = chosen ? rateValue({ carrier_code: chosen.carrierCode, method_code: chosen.methodCode }) : null;
  return (
    <fieldset className="estimator-methods">
      <legend>{t('basket.estimate.method')}</legend>
      {groupByCarrier(rates).map((group) => (
        <fieldset key={group.title} className="estimator-carrier">
          <legend>{group.title}</legend>
          {group.rates.map((rate) => {
            const value = rateValue(rate);
            if (!rate.available) {
              return rate.error_message ? (
                <p key={value} className="field-error rate-unavailable">
                  {rateErrorText(rate.error_message)}
                </p>
              ) : null;
            }
            const tooltip = rate.extension_attributes?.tooltip_message;
            const tipId = `${name}-${value}-tip`;
            return (
              <div key={value} className="estimator-rate">
                <label className="choice">
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    checked={chosenValue === value}
                    aria-describedby={tooltip ? tipId : undefined}
                    onChange={() => onChoose(rate)}
                  />
                  <span className="choice-label">
                    <span className="rate-method">{rate.method_title}</span> <Price className="rate-price" value={rate.amount ?? rate.price_incl_tax} />
                  </span>
                </label>
                {tooltip && (
                  <p id={tipId} className="field-hint rate-tooltip">
                    {tooltip}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}
