import { useEffect, useState } from 'react';
import { SAME_DAY_CODE } from '../../shipping/domain';
import { useRegistryRates } from '../../gift-registry/web';
import { chooseRate, rateKey } from './rate-selection';
import { type RateAddress, useShippingRates } from './shipping-rates';

const SAME_DAY_KEY = `${SAME_DAY_CODE}_${SAME_DAY_CODE}`;

/**
 * The delivery methods for the address and the one chosen (spec 001 §4 auto-select), with the
 * same-day popup's state: choosing `batsamedaydelivery` opens it, 'Choose another method' goes back.
 */
export function useDeliveryRate(
  address: RateAddress,
  initial: string | null,
  configured: string | null,
  saved: string | null,
  /** Sent to a gift registry: the rates to its address (asked by the registry's id), not to the typed one. */
  registry: { toRegistry: boolean; registryId: number | null } = { toRegistry: false, registryId: null },
) {
  const byAddress = useShippingRates(address, !registry.toRegistry);
  const byRegistry = useRegistryRates(registry.toRegistry ? registry.registryId : null);
  const rates = registry.toRegistry ? byRegistry : byAddress;
  const [rate, setRate] = useState<string | null>(initial);
  const [missing, setMissing] = useState(false);
  const [sameDayFrom, setSameDayFrom] = useState<{ previous: string | null } | null>(null);
  useEffect(() => {
    if (rates.data) setRate((current) => chooseRate(rates.data, current, configured, saved));
  }, [rates.data, configured, saved]);

  return {
    rates: rates.data,
    rate,
    /** The chosen rate if it can be used now. */
    chosen: rates.data?.find((r) => r.available && rateKey(r) === rate),
    missing,
    setMissing,
    select(key: string) {
      if (key === SAME_DAY_KEY && rate !== SAME_DAY_KEY) setSameDayFrom({ previous: rate });
      setRate(key);
      setMissing(false);
    },
    /** The same-day popup's promise while it is open. */
    sameDayPromise: sameDayFrom ? (rates.data?.find((r) => rateKey(r) === SAME_DAY_KEY)?.extension_attributes?.tooltip_message ?? '') : null,
    keepSameDay: () => setSameDayFrom(null),
    leaveSameDay() {
      if (sameDayFrom) setRate(sameDayFrom.previous);
      setSameDayFrom(null);
    },
  };
}
