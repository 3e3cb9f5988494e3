/**
 * Keys Magento's knockout templates put on a payment method's data (its title, and the flags that
 * turn template rendering off). Magento's client drops them before set-payment-information
 * (filterTemplateData); they are no payment data.
 */
const TEMPLATE_KEYS: ReadonlySet<string> = new Set(['title', '__disableTmpl']);

/**
 * A copy of `data` without the template keys at any depth (Magento's filterTemplateData, recursive over
 * objects and arrays). Walked with a stack rather than recursion: a client's deeply nested body cannot
 * overflow it. The input is left unchanged.
 */
export function withoutTemplateKeys<T>(data: T): T {
  const pending: [source: object, target: Record<string, unknown> | unknown[]][] = [];
  const emptyCopy = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const target = Array.isArray(value) ? [] : {};
    pending.push([value, target]);
    return target;
  };
  const result = emptyCopy(data);
  while (pending.length > 0) {
    const [source, target] = pending.pop()!;
    if (Array.isArray(source)) {
      for (const item of source) (target as unknown[]).push(emptyCopy(item));
      continue;
    }
    for (const [key, item] of Object.entries(source)) {
      if (TEMPLATE_KEYS.has(key)) continue;
      // defineProperty: a key named __proto__ stays a plain key of the copy.
      Object.defineProperty(target, key, { value: emptyCopy(item), enumerable: true, writable: true, configurable: true });
    }
  }
  return result as T;
}
