import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useMoneyFormat } from '../../../shared/web/ui/price';
import {
  type CategoryCode,
  FILTER_ATTRIBUTES,
  type FilterAttribute,
  LISTING_PARAMS,
  type ListingSelection,
  hasFilters,
  parsePriceBand,
} from '../domain/catalogue-listing';
import { isFlavourFamily } from '../domain/product-attributes';
import { CATEGORY_TEXT_KEYS, FLAVOUR_TEXT_KEYS } from './attribute-texts';
import type { FacetView } from './listing-api';

const LEGEND_KEYS = {
  category: 'catalogueFilters.attribute.category',
  flavourFamily: 'catalogueFilters.attribute.flavourFamily',
  nicotineStrength: 'catalogueFilters.attribute.nicotineStrength',
  packSize: 'catalogueFilters.attribute.packSize',
  price: 'catalogueFilters.attribute.price',
} as const satisfies Record<FilterAttribute, string>;

/** A value's label in the shopper's language. */
function useValueLabel(): (attribute: FilterAttribute, value: string) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (attribute, value) => {
    switch (attribute) {
      case 'category':
        return value in CATEGORY_TEXT_KEYS ? t(CATEGORY_TEXT_KEYS[value as CategoryCode]) : value;
      case 'flavourFamily':
        return isFlavourFamily(value) ? t(FLAVOUR_TEXT_KEYS[value]) : value;
      case 'nicotineStrength':
        return t('catalogueFilters.nicotine', { value });
      case 'packSize':
        return t('catalogueFilters.pack', { value });
      case 'price': {
        const band = parsePriceBand(value);
        if (!band) return value;
        // A band's last price is a penny below where the next begins (Magento's "£10.00 - £19.99").
        return band.to === null
          ? t('catalogueFilters.priceFrom', { from: formatMoney(band.from, money) })
          : t('catalogueFilters.priceBand', { from: formatMoney(band.from, money), to: formatMoney(band.to - 0.01, money) });
      }
    }
  };
}

/** One value's checkbox: its label, and its count shown in brackets and read out as "2 products". */
function FacetCheckbox({ label, count, checked, onChange }: { label: string; count: number; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="facet-option">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className="facet-label">{label}</span>
      <span className="facet-count" aria-hidden="true">
        ({count})
      </span>
      <span className="visually-hidden">{t('catalogueFilters.productCount', { count })}</span>
    </label>
  );
}

/**
 * The category page's filters (Magento's layered navigation): each filter a fieldset of checkboxes with
 * their counts, values with no products left out unless chosen. A change applies at once (the address
 * changes; the results and the counts follow).
 */
export function ListingFilters({
  facets,
  selection,
  choose,
}: {
  facets: FacetView[];
  selection: ListingSelection;
  choose: (change: Partial<ListingSelection>) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const labelOf = useValueLabel();
  const facetOf = (attribute: FilterAttribute | 'inStock') => facets.find((f) => f.attributeCode === LISTING_PARAMS[attribute])?.options ?? [];
  const toggle = (attribute: FilterAttribute, value: string, checked: boolean) => {
    const chosen = facetOf(attribute)
      .filter((o) => (o.value === value ? checked : o.selected))
      .map((o) => o.value);
    const next = readValues(attribute, chosen);
    choose({ [attribute]: next } as Partial<ListingSelection>);
  };
  const inStock = facetOf('inStock')[0];
  return (
    <aside className="listing-filters" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalogueFilters.shopBy')}</h2>
      {FILTER_ATTRIBUTES.map((attribute) => {
        const options = facetOf(attribute);
        if (options.length === 0) return null;
        return (
          <fieldset key={attribute} className="facet">
            <legend>{t(LEGEND_KEYS[attribute])}</legend>
            {options.map((option) => (
              <FacetCheckbox
                key={option.value}
                label={labelOf(attribute, option.value)}
                count={option.count}
                checked={option.selected}
                onChange={(checked) => toggle(attribute, option.value, checked)}
              />
            ))}
          </fieldset>
        );
      })}
      {inStock && (inStock.count > 0 || inStock.selected) && (
        <fieldset className="facet">
          <legend>{t('catalogueFilters.attribute.inStock')}</legend>
          <FacetCheckbox
            label={t('catalogueFilters.inStockOnly')}
            count={inStock.count}
            checked={inStock.selected}
            onChange={(checked) => choose({ inStock: checked })}
          />
        </fieldset>
      )}
      {hasFilters(selection) && (
        <button
          type="button"
          className="link-button facet-clear"
          onClick={() => choose({ category: [], flavourFamily: [], nicotineStrength: [], packSize: [], price: [], inStock: false })}
        >
          {t('catalogueFilters.clearAll')}
        </button>
      )}
    </aside>
  );
}

/** The chosen values of a filter as the selection holds them (the answer's values are the address's). */
function readValues(attribute: FilterAttribute, values: string[]): ListingSelection[FilterAttribute] {
  switch (attribute) {
    case 'nicotineStrength':
    case 'packSize':
      return values.map(Number);
    case 'price':
      return values.map(parsePriceBand).filter((band) => band !== null);
    default:
      return values as ListingSelection['category'];
  }
}
