import { type FindItem, type FinderMessages, highlightSegments, parseHighlight } from '../domain';
import { type FinderCountry, countryLabel } from '../domain/countries';
import type { FinderLanguage } from '../domain';

/** One entry of the finder's list: a suggestion of the service, or a country. */
export type FinderOption = { kind: 'item'; item: FindItem } | { kind: 'country'; country: FinderCountry; suggested: boolean };

function Highlighted({ text, ranges }: { text: string; ranges: ReturnType<typeof parseHighlight>['text'] }) {
  return (
    <>
      {/* biome-ignore lint/suspicious/noArrayIndexKey: the segments are a fixed split of one text, never reordered. */}
      {highlightSegments(text, ranges).map((segment, i) => (segment.matched ? <strong key={i}>{segment.text}</strong> : <span key={i}>{segment.text}</span>))}
    </>
  );
}

export function FinderOptionContent({ option, language, messages }: { option: FinderOption; language: FinderLanguage; messages: FinderMessages }) {
  if (option.kind === 'country') {
    return (
      <span className="finder-option-text">
        {option.suggested && <span className="finder-option-prefix">{messages.didYouMean} </span>}
        {countryLabel(option.country, language)}
      </span>
    );
  }
  const { item } = option;
  const highlight = parseHighlight(item.Highlight, item.Text.length, item.Description.length);
  return (
    <>
      <span className="finder-option-body">
        <span className="finder-option-text">
          <Highlighted text={item.Text} ranges={highlight.text} />
        </span>
        {item.Description && (
          <span className="finder-option-description">
            {' '}
            <Highlighted text={item.Description} ranges={highlight.description} />
          </span>
        )}
      </span>
      {item.Type !== 'Address' && item.Type !== 'Utility' && <span className="finder-option-more" aria-hidden="true" />}
    </>
  );
}
