import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/web/api/client';
import { formatDay } from '../../../shared/web/i18n/dates';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { parseRegistrySearch } from '../domain';
import { type ChosenRegistry, type RegistryListing, useRegistrySearch } from './registry-api';
import './gift-registry.css';

export interface RegistryPickerProps {
  chosen: ChosenRegistry | null;
  onChoose: (registry: ChosenRegistry | null) => void;
  /** Next was pressed without a registry. */
  showMissing: boolean;
}

/**
 * 'To a gift registry' on the shipping step: find a public registry by the registrant's full name or
 * its number, choose it, and see only where the order goes in words ('Delivered to … address').
 */
export default function RegistryPicker({ chosen, onChoose, showMissing }: RegistryPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [typingError, setTypingError] = useState<string | null>(null);
  const search = useRegistrySearch();
  const summary = useRef<HTMLParagraphElement>(null);
  const chosenJustNow = useRef(false);

  useEffect(() => {
    if (chosen && chosenJustNow.current) summary.current?.focus();
    chosenJustNow.current = false;
  }, [chosen]);

  const find = () => {
    const parsed = parseRegistrySearch(query);
    setTypingError(parsed.ok ? null : parsed.message);
    if (parsed.ok) search.mutate(query);
  };
  // Enter searches instead of submitting the shipping form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };
  const choose = (registry: RegistryListing) => {
    chosenJustNow.current = true;
    onChoose({ id: registry.registry_id, title: registry.title });
  };

  const serverError = search.error ? (search.error instanceof ApiError ? search.error.message : t('common.genericFailure')) : null;
  const results = search.data;

  return (
    <section className="gift-registry-picker" aria-labelledby="gift-registry-title">
      <h3 id="gift-registry-title">{t('giftRegistry.title')}</h3>
      {chosen ? (
        <div className="gift-registry-chosen">
          <p ref={summary} tabIndex={-1}>
            <strong>{chosen.title}</strong>
            <br />
            {/* Where the order goes, never the address itself. */}
            {t('giftRegistry.deliveredTo', { title: chosen.title })}
          </p>
          <Button variant="secondary" onClick={() => onChoose(null)}>
            {t('giftRegistry.chooseAnother')}
          </Button>
        </div>
      ) : (
        <>
          <div className="gift-registry-search">
            <TextField
              label={t('giftRegistry.searchLabel')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              error={typingError ?? serverError ?? undefined}
              hint={t('giftRegistry.searchHint')}
              autoComplete="off"
              maxLength={120}
            />
            <Button variant="secondary" onClick={find} disabled={search.isPending}>
              {t('giftRegistry.find')}
            </Button>
          </div>
          <div role="status" className="gift-registry-results-status">
            {results?.length === 0 && <p className="message message-info">{t('giftRegistry.notFound')}</p>}
            {results && results.length > 0 && <p className="visually-hidden">{t('giftRegistry.found', { count: results.length })}</p>}
          </div>
          {results && results.length > 0 && (
            <ul className="gift-registry-results" aria-label={t('giftRegistry.resultsLabel')}>
              {results.map((registry) => (
                <li key={registry.registry_id}>
                  <span className="gift-registry-title">{registry.title}</span>
                  {/* The event's day as the store's locale writes it ("4 March 2026", "4 mars 2026"). */}
                  <span className="gift-registry-date">{t('giftRegistry.eventDate', { date: formatDay(registry.event_date) })}</span>
                  <Button variant="secondary" onClick={() => choose(registry)} aria-label={t('giftRegistry.chooseNamed', { title: registry.title })}>
                    {t('giftRegistry.choose')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {showMissing && !chosen && (
        <p className="field-error" role="alert">
          {t('giftRegistry.notChosen')}
        </p>
      )}
    </section>
  );
}
