/**
 * A product page's structured data for search engines: schema.org's Product with its Offer (price,
 * currency, availability and the page's address), as JSON-LD. The server writes it into the page it
 * sends; the app keeps it in step as the shopper moves between products.
 */
export interface StructuredProduct {
  name: string;
  description: string;
  sku: string;
  /** Absolute addresses: the page's and its picture's. */
  url: string;
  image: string;
  /** In the store's currency, as a decimal (5.99). */
  price: number;
  currency: string;
  inStock: boolean;
}

export function productStructuredData(product: StructuredProduct) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: product.image,
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The attribute that marks the page's structured data script, in the server's page and the app's. */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-structured-data';

/**
 * JSON-LD as the text of a <script> element: `<`, `>` and `&` escaped as JSON escapes, so no product text
 * can close the element or open a comment; JSON.parse reads it back unchanged.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The script element the server writes into a product page's head. */
export function structuredDataElement(data: unknown): string {
  return `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}>${jsonLdText(data)}</script>`;
}
