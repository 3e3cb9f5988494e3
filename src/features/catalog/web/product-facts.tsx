import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { useMoneyFormat } from '../../../shared/web/ui/price';
import { isFlavourFamily } from '../domain/product-attributes';
import { FLAVOUR_TEXT_KEYS, decimalText } from './attribute-texts';
import type { LinkedProduct, ProductFacts as Facts } from './product-facts-view';
import './catalogue-filters.css';

function Links({ products }: { products: LinkedProduct[] }) {
  return (
    <ul className="product-facts-links plain">
      {products.map((p) => (
        <li key={p.sku}>
          <Link to={paths.product(p.urlKey)}>{p.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The product page's "Product details": what a nicotine product must state (strength, volume,
 * ingredients) and what a shopper checks before buying (pack, flavour, what it fits, as links). A product
 * with none of it shows no block.
 */
export function ProductFacts({ facts }: { facts: Facts }) {
  const { t } = useTranslation();
  const decimalSymbol = useMoneyFormat()?.priceFormat.decimalSymbol;
  const rows: [string, ReactNode][] = [];
  if (facts.nicotineMgPerMl !== null)
    rows.push([t('productFacts.nicotineStrength'), t('catalogueFilters.nicotine', { value: decimalText(facts.nicotineMgPerMl, decimalSymbol) })]);
  if (facts.volumeMl !== null) rows.push([t('productFacts.volume'), t('productFacts.volumeValue', { value: decimalText(facts.volumeMl, decimalSymbol) })]);
  if (facts.packSize !== null) rows.push([t('productFacts.packSize'), facts.packSize]);
  if (facts.flavourFamily !== null)
    rows.push([t('productFacts.flavourFamily'), isFlavourFamily(facts.flavourFamily) ? t(FLAVOUR_TEXT_KEYS[facts.flavourFamily]) : facts.flavourFamily]);
  if (facts.ingredients !== null) rows.push([t('productFacts.ingredients'), facts.ingredients]);
  if (facts.fits.length > 0) rows.push([t('productFacts.fits'), <Links key="fits" products={facts.fits} />]);
  if (facts.fittedBy.length > 0) rows.push([t('productFacts.fittedBy'), <Links key="fitted-by" products={facts.fittedBy} />]);
  if (rows.length === 0) return null;
  return (
    <section className="product-facts" aria-labelledby="product-facts-heading">
      <h2 id="product-facts-heading">{t('productFacts.heading')}</h2>
      <dl>
        {rows.map(([term, detail]) => (
          <div key={term} className="product-facts-row">
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
