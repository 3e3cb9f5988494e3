// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a list (listbox) whose items are its options.
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  FINDER,
  type FinderAddress,
  type FinderLanguage,
  type FindItem,
  FINDER_MESSAGES,
  finderMessage,
  offersUtilityLookup,
  searchDigits,
  toFinderAddress,
} from '../domain';
import { type FinderCountry, countryLabel, countryNamedBy, filterCountries, findCountry, offeredCountries } from '../domain/countries';
import { type FinderClient, FinderLookupError, createFinderClient } from './finder-client';
import { type FinderOption, FinderOptionContent } from './finder-option';
import { useNotice } from './use-notice';
import './address-finder.css';

export interface AddressFinderProps {
  /** The finder service's base URL and key (the store's settings). */
  serviceUrl: string;
  serviceKey: string;
  language: FinderLanguage;
  /** ISO2 codes the shopper may search in ('*' for all). */
  countries: readonly string[];
  /** The country searched first (ISO2); else the shopper's by IP, else Britain. */
  country?: string;
  /** An address was picked and retrieved. */
  onAddress: (address: FinderAddress) => void;
  /** The shopper gives up on the finder; 'I cannot find my address' is offered only with it. */
  onManualEntry?: () => void;
  /** Keeps ids unique when two finders share a page. */
  idPrefix: string;
  /** For tests: the client to use instead of one over fetch. */
  client?: FinderClient;
}

type Mode = 'search' | 'country';
const SEARCH_DELAY_MS = 150;

/**
 * The address finder (spec 001 §4): a WAI-ARIA combobox whose list holds the service's suggestions.
 * A container refines the search, an address is retrieved and handed to the form, a utility item runs
 * the meter number lookup; 'Change Country' turns the same list into the country list.
 */
export default function AddressFinder(props: AddressFinderProps) {
  const { language, onAddress, onManualEntry, idPrefix } = props;
  const messages = FINDER_MESSAGES[language];
  const client = useMemo(
    () => props.client ?? createFinderClient({ serviceUrl: props.serviceUrl, key: props.serviceKey, language }),
    [props.client, props.serviceUrl, props.serviceKey, language],
  );
  const offered = useMemo(() => offeredCountries(props.countries), [props.countries]);
  const [country, setCountry] = useState<FinderCountry | undefined>(() => (props.country ? offered.find((c) => c.iso2 === props.country) : undefined));
  const [mode, setMode] = useState<Mode>('search');
  const [text, setText] = useState('');
  const [searchText, setSearchText] = useState('');
  const [container, setContainer] = useState<{ id: string; text: string } | null>(null);
  const [options, setOptions] = useState<FinderOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const [more, setMore] = useState(false);
  const [noResults, setNoResults] = useState(false);
  const { notice, show: notify, clear: clearNotice } = useNotice();
  const inputRef = useRef<HTMLInputElement>(null);
  const sequence = useRef(0);
  const ids = {
    input: `${idPrefix}-finder`,
    listbox: `${idPrefix}-finder-list`,
    option: (i: number) => `${idPrefix}-finder-option-${i}`,
    notice: `${idPrefix}-finder-notice`,
  };

  // The country from the form when the finder offers it; otherwise the shopper's, by IP.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the country is set here: its change must not start the lookup again.
  useEffect(() => {
    const fromForm = props.country ? offered.find((c) => c.iso2 === props.country) : undefined;
    if (fromForm) {
      setCountry(fromForm);
      return;
    }
    if (country) return;
    const controller = new AbortController();
    client
      .ip2country(controller.signal)
      .then((items) => setCountry(offered.find((c) => c.iso3 === items[0]?.Iso3) ?? fallbackCountry(offered)))
      .catch(() => setCountry(fallbackCountry(offered)));
    return () => controller.abort();
  }, [props.country, offered, client]);

  const show = (next: FinderOption[], announce: string) => {
    setOptions(next);
    setOpen(next.length > 0);
    setActive(-1);
    setStatus(announce);
  };
  const countAnnouncement = (shown: number, hasMore: boolean) =>
    [finderMessage(language, 'matchingResults', { count: shown }), hasMore ? messages.keepTyping : ''].filter(Boolean).join('. ');

  function showItems(found: FindItem[], forText: string) {
    const usable = found.filter((item) => item.Type !== 'Utility' || offersUtilityLookup(forText));
    const suggestion = countryNamedBy(
      forText,
      offered.filter((c) => c.iso2 !== country?.iso2),
    );
    const list: FinderOption[] = [
      ...(suggestion ? [{ kind: 'country' as const, country: suggestion, suggested: true }] : []),
      ...usable.map((item) => ({ kind: 'item' as const, item })),
    ];
    const shown = list.slice(0, FINDER.maxItems);
    const hasMore = list.length > FINDER.maxItems;
    setMore(hasMore);
    setNoResults(shown.length === 0);
    show(shown, shown.length > 0 ? countAnnouncement(shown.length, hasMore) : messages.noResults);
  }

  function fail(error: unknown, fallback?: string) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    const detail = error instanceof FinderLookupError ? error.message : messages.requestFailed;
    const text = fallback ? `${fallback}. ${detail}` : detail;
    show([], text);
    setMore(false);
    notify(text);
  }

  // The search runs a moment after typing stops; a late answer to an older search is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fail and showItems are this render's helpers; a search starts only when the query, container, country or mode change.
  useEffect(() => {
    if (mode !== 'search' || !country) return;
    const query = searchText.trim();
    if (query.length < FINDER.minSearch) {
      setOptions([]);
      setOpen(false);
      setMore(false);
      setNoResults(false);
      return;
    }
    const inContainer = container && searchText.startsWith(container.text) ? container : null;
    const run = ++sequence.current;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .find({ text: query, container: inContainer?.id, countries: country.iso2 }, controller.signal)
        .then((found) => run === sequence.current && showItems(found, query))
        .catch((error) => run === sequence.current && fail(error));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchText, container, country, mode, client]);

  // In country mode the list holds the countries matching the typed text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list follows what is typed; the messages, language and current country are read as they are then.
  useEffect(() => {
    if (mode !== 'country') return;
    const matches = filterCountries(offered, text);
    setNoResults(false);
    setMore(false);
    if (matches.length === 0) {
      show([], messages.countryNotFound);
      return;
    }
    const list = matches.map((c) => ({ kind: 'country' as const, country: c, suggested: false }));
    setOptions(list);
    setOpen(true);
    setActive(
      Math.max(
        0,
        list.findIndex((o) => o.country.iso2 === country?.iso2),
      ),
    );
    setStatus(finderMessage(language, 'matchingResults', { count: list.length }));
  }, [mode, text, offered]);

  function changeText(next: string) {
    setText(next);
    clearNotice();
    if (mode === 'search') {
      if (container && !next.startsWith(container.text)) setContainer(null);
      setSearchText(next);
    }
  }

  async function pick(option: FinderOption) {
    if (option.kind === 'country') {
      setCountry(option.country);
      if (mode === 'country') {
        setMode('search');
        setText(searchText);
      }
      setContainer(null);
      setSearchText((t) => (option.suggested ? '' : t));
      if (option.suggested) setText('');
      inputRef.current?.focus();
      return;
    }
    const { item } = option;
    if (item.Type === 'Address') {
      setOpen(false);
      try {
        const [address] = await client.retrieve(item.Id);
        if (!address) throw new FinderLookupError(messages.retrieveFailed, 'service');
        onAddress(toFinderAddress(address));
        setText(`${item.Text}, ${item.Description}`);
        setStatus('');
      } catch (error) {
        fail(error, messages.retrieveFailed);
      }
      return;
    }
    if (item.Type === 'Utility') {
      const run = ++sequence.current;
      try {
        const found = await client.utilities(searchDigits(searchText), item.Id);
        if (run === sequence.current) showItems(found, '');
      } catch (error) {
        fail(error);
      }
      return;
    }
    // A container: its text goes in the field and the list shows what it holds.
    const refined = `${item.Text} `;
    setOptions([]);
    setOpen(false);
    setContainer({ id: item.Id, text: item.Text });
    setText(refined);
    setSearchText(refined);
    inputRef.current?.focus();
  }

  function locate() {
    clearNotice();
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      notify(messages.locationUnsupported);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords ?? {};
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
          notify(messages.locationNoCoordinates);
          return;
        }
        const run = ++sequence.current;
        client
          .geolocation(latitude, longitude)
          .then((found) => {
            if (run !== sequence.current) return;
            showItems(found, '');
            inputRef.current?.focus();
          })
          .catch((error) => fail(error));
      },
      () => notify(messages.locationFailed),
      { timeout: FINDER.timeoutMs, maximumAge: 60_000 },
    );
  }

  function startCountryChoice() {
    clearNotice();
    setMode('country');
    setText('');
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        setActive((i) => (!open ? Math.max(i, 0) : (i + 1) % count));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      case 'Enter':
        // Never submits the address form around it.
        event.preventDefault();
        if (open && active >= 0 && options[active]) void pick(options[active]);
        else if (mode === 'search' && text.trim() === '') onManualEntry?.();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (mode === 'country') {
          event.preventDefault();
          setMode('search');
          setText(searchText);
        } else if (text) {
          event.preventDefault();
          changeText('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  const listOpen = open && options.length > 0;
  const activeId = listOpen && active >= 0 ? ids.option(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <div className="address-finder field" data-mode={mode}>
      <label htmlFor={ids.input} className="address-finder-label">
        {mode === 'country' ? messages.countrySearch : messages.label}
      </label>
      <div className="address-finder-control">
        <input
          ref={inputRef}
          id={ids.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={ids.listbox}
          aria-activedescendant={activeId}
          aria-describedby={notice ? ids.notice : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={mode === 'country' ? messages.countrySearch : messages.placeholder}
          value={text}
          onChange={(e) => changeText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => options.length > 0 && mode === 'search' && !noResults && setOpen(true)}
        />
        <div className="address-finder-popup" hidden={!listOpen}>
          <ul id={ids.listbox} role="listbox" aria-label={mode === 'country' ? messages.countrySearch : messages.label} className="address-finder-list">
            {listOpen &&
              options.map((option, i) => (
                // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the input, which points at the option (aria-activedescendant).
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter choose an option; the click is the pointer's way.
                <li
                  key={option.kind === 'item' ? `${option.item.Type}:${option.item.Id}` : `country:${option.country.iso2}`}
                  id={ids.option(i)}
                  role="option"
                  aria-selected={i === active}
                  className={`address-finder-option${i === active ? ' is-active' : ''}`}
                  data-type={option.kind === 'item' ? option.item.Type : 'Country'}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => void pick(option)}
                  onMouseMove={() => active !== i && setActive(i)}
                >
                  <FinderOptionContent option={option} language={language} messages={messages} />
                </li>
              ))}
          </ul>
          {listOpen && more && (
            <p className="address-finder-more" aria-hidden="true">
              {messages.keepTyping}
            </p>
          )}
        </div>
      </div>
      {notice && (
        <p id={ids.notice} role="alert" className={`address-finder-notice${notice.fading ? ' is-fading' : ''}`}>
          {notice.text}
        </p>
      )}
      {mode === 'search' && noResults && searchText.trim() !== '' && !notice && <p className="address-finder-error">{messages.noResults}</p>}
      <div className="address-finder-actions">
        <button type="button" className="button button-link" onClick={startCountryChoice} aria-describedby={`${ids.input}-country`}>
          {messages.changeCountry}
        </button>
        <span id={`${ids.input}-country`} className="address-finder-country">
          {country ? countryLabel(country, language) : ''}
        </span>
        <button type="button" className="button button-link" onClick={locate}>
          {messages.useLocation}
        </button>
        {onManualEntry && noResults && (
          <button type="button" className="button button-link" onClick={onManualEntry}>
            {messages.cannotFind}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/** Britain (the fallback, GBR) when offered, else the first country offered. */
function fallbackCountry(offered: readonly FinderCountry[]): FinderCountry | undefined {
  const fallback = findCountry(FINDER.fallbackCountryIso3);
  return offered.find((c) => c.iso3 === fallback?.iso3) ?? offered[0];
}
