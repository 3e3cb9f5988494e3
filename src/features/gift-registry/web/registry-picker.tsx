import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ApiError, GENERIC_FAILURE } from '../../../shared/web/api/client';
import { formatDate } from '../../../shared/web/i18n/dates';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { REGISTRY_NOT_CHOSEN, REGISTRY_NOT_FOUND, REGISTRY_SEARCH_LABEL, parseRegistrySearch, registryDeliveryText } from '../domain';
import { type ChosenRegistry, type RegistryListing, useRegistrySearch } from './registry-api';
import './gift-registry.css';

export interface RegistryPickerProps {
  chosen: ChosenRegistry | null;
  onChoose: (registry: ChosenRegistry | null) => void;
  /** Next was pressed without a registry. */
  showMissing: boolean;
}

/** The event's day as the store's locale writes it ("4 March 2026", "4 mars 2026"). */
function eventDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatDate(parsed, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * 'To a gift registry' on the shipping step: find a public registry by the registrant's full name or
 * its number, choose it, and see only where the order goes in words ('Delivered to … address').
 */
export default function RegistryPicker({ chosen, onChoose, showMissing }: RegistryPickerProps) {
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

  const serverError = search.error ? (search.error instanceof ApiError ? search.error.message : GENERIC_FAILURE) : null;
  const results = search.data;

  return (
    <section className="gift-registry-picker" aria-labelledby="gift-registry-title">
      <h3 id="gift-registry-title">Gift registry</h3>
      {chosen ? (
        <div className="gift-registry-chosen">
          <p ref={summary} tabIndex={-1}>
            <strong>{chosen.title}</strong>
            <br />
            {registryDeliveryText(chosen.title)}
          </p>
          <Button variant="secondary" onClick={() => onChoose(null)}>
            Choose another registry
          </Button>
        </div>
      ) : (
        <>
          <div className="gift-registry-search">
            <TextField
              label={REGISTRY_SEARCH_LABEL}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              error={typingError ?? serverError ?? undefined}
              hint="For example Jane Doe, or the number the registrant gave you."
              autoComplete="off"
              maxLength={120}
            />
            <Button variant="secondary" onClick={find} disabled={search.isPending}>
              Find registry
            </Button>
          </div>
          <div role="status" className="gift-registry-results-status">
            {results?.length === 0 && <p className="message message-info">{REGISTRY_NOT_FOUND}</p>}
            {results && results.length > 0 && (
              <p className="visually-hidden">{results.length === 1 ? '1 gift registry found' : `${results.length} gift registries found`}</p>
            )}
          </div>
          {results && results.length > 0 && (
            <ul className="gift-registry-results" aria-label="Gift registries found">
              {results.map((registry) => (
                <li key={registry.registry_id}>
                  <span className="gift-registry-title">{registry.title}</span>
                  <span className="gift-registry-date">Event date: {eventDate(registry.event_date)}</span>
                  <Button variant="secondary" onClick={() => choose(registry)} aria-label={`Choose ${registry.title}`}>
                    Choose
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {showMissing && !chosen && (
        <p className="field-error" role="alert">
          {REGISTRY_NOT_CHOSEN}
        </p>
      )}
    </section>
  );
}
