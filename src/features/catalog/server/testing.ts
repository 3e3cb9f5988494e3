/** The catalogue's test helpers: what the listing routes answer, read as the tests compare it. */

/** A category or search listing's answer (`category-listing`, `search-listing`). */
export interface ListingAnswer {
  items: { sku: string; price: number }[];
  total_count: number;
  current_page: number;
  page_size: number;
  aggregations: { attribute_code: string; options: { value: string; count: number; selected: boolean }[] }[];
}

/** Each filter's values and counts, as `value (count)` with a * for the chosen ones: one readable line per filter. */
export function countsOf(answer: ListingAnswer): Record<string, string> {
  return Object.fromEntries(
    answer.aggregations.map((a) => [a.attribute_code, a.options.map((o) => `${o.value} (${o.count})${o.selected ? '*' : ''}`).join(', ')]),
  );
}
