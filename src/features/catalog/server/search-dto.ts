import { toDecimal } from '../../../shared/domain/money';
import type { StorefrontSearchQuery } from '../domain';
import type { SearchPage } from './search-store';
import type { Suggestions } from './search-service';

/** Magento's SearchResultInterface: documents (id, score as a custom attribute), aggregations, the criteria, the count. */
export function quickSearchDto(criteria: StorefrontSearchQuery['searchCriteria'], page: SearchPage & { pageSize: number; currentPage: number }) {
  return {
    items: page.hits.map((hit) => ({ id: hit.id, custom_attributes: [{ attribute_code: 'score', value: String(hit.score) }] })),
    // Not built yet: the category, price and attribute buckets of the category pages' filters.
    aggregations: { buckets: [], bucket_names: [] },
    search_criteria: {
      request_name: criteria.requestName,
      filter_groups: (criteria.filter_groups ?? []).map((group) => ({
        filters: group.filters.map((f) => ({ field: f.field, value: f.value, condition_type: f.condition_type ?? 'eq' })),
      })),
      page_size: page.pageSize,
      current_page: page.currentPage,
    },
    total_count: page.totalCount,
  };
}

/** The header's suggestions: the products as the list shows them, then the categories. */
export function suggestionsDto(suggestions: Suggestions) {
  return {
    query: suggestions.query,
    products: suggestions.products.map((p) => ({ id: p.id, sku: p.sku, name: p.name, url_key: p.urlKey, price: toDecimal(p.price), image: p.image })),
    categories: suggestions.categories.map((c) => ({ code: c.code, label: c.label })),
  };
}
