import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { FINDER, FINDER_MESSAGES } from '../domain';
import type { CountryFields } from '../../directory/web';
import { type FinderFormField, fillAddressForm } from './fill-address';
import { useFinderConfig } from './finder-config';
import { useAfterFirstPaint } from '../../../shared/web/after-first-paint';
import './address-finder-slot.css';

// Its own chunk: the finder's code and country names load only where a store shows it, and only once the
// form around it has painted (the form is what the shopper needs first; the finder's placeholder keeps its place).
const AddressFinder = lazy(() => import('./address-finder'));

export interface AddressFinderSlotProps {
  /** 'shipping' or 'billing': keeps the two finders' ids apart. */
  idPrefix: string;
  /** The form's country (ISO2): searched first. */
  country: string;
  /** The countries the store delivers to (the form's list). */
  countries: readonly CountryFields[];
  /** Sets one of the form's fields (react-hook-form's setValue under the form's prefix). */
  setField: (name: FinderFormField, value: string) => void;
  /** Called when the shopper turns to typing the address (e.g. to focus the street field). */
  onManualEntry?: () => void;
  /** The form found a problem with the typed street (the address limits): manual entry opens. */
  forceManual?: boolean;
}

/**
 * The address finder above an address form, when the store has one: 'Use Address Finder' / 'Enter
 * Address Manually'. Manual entry switches the finder off for 60 seconds (spec 001 §4), then it comes back.
 */
export function AddressFinderSlot({ idPrefix, country, countries, setField, onManualEntry, forceManual = false }: AddressFinderSlotProps) {
  const config = useFinderConfig();
  const [manual, setManual] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const painted = useAfterFirstPaint();

  useEffect(() => {
    if (forceManual) setManual(true);
  }, [forceManual]);

  useEffect(() => {
    if (!manual) return;
    const timer = setTimeout(() => setManual(false), FINDER.disableTimeMs);
    return () => clearTimeout(timer);
  }, [manual]);

  const settings = config.data;
  if (!settings?.enabled) return null;
  const messages = FINDER_MESSAGES[settings.language];
  const deliverable = countries.map((c) => c.id);
  const searchable = settings.countries.includes('*') ? deliverable : settings.countries.filter((c) => deliverable.includes(c));
  if (searchable.length === 0) return null;

  const placeholder = <div className="address-finder-placeholder" aria-hidden="true" />;
  const enterManually = () => {
    setManual(true);
    if (onManualEntry) onManualEntry();
    else toggleRef.current?.focus();
  };

  return (
    <div className="address-finder-slot">
      {!manual && (
        <Suspense fallback={placeholder}>
          {painted ? (
            <AddressFinder
              idPrefix={idPrefix}
              serviceUrl={settings.serviceUrl}
              serviceKey={settings.key}
              language={settings.language}
              countries={searchable}
              country={country}
              onAddress={(address) => fillAddressForm(address, countries, setField)}
              onManualEntry={enterManually}
            />
          ) : (
            placeholder
          )}
        </Suspense>
      )}
      <p className="address-finder-toggle">
        <button ref={toggleRef} type="button" className="button button-link" onClick={() => (manual ? setManual(false) : enterManually())}>
          {manual ? messages.useFinder : messages.enterManually}
        </button>
      </p>
    </div>
  );
}
