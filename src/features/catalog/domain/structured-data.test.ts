import { jsonLdText, productStructuredData, structuredDataElement } from './structured-data';

const MINT = {
  name: 'ePod Cartridges Crisp Mint 12mg (2 pack)',
  description: 'Two pre-filled pods for the ePod 2 device.',
  sku: 'EPOD-CRISP-MINT-12',
  url: 'https://shop.example/product/epod-cartridges-crisp-mint-12mg',
  image: 'https://shop.example/media/catalog/product/v1/pod-2f9e7c.svg',
  price: 5.99,
  currency: 'GBP',
  inStock: true,
};

describe("a product's structured data", () => {
  it('is a schema.org Product with an Offer: price with two decimals, currency, availability and the page address', () => {
    expect(productStructuredData(MINT)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'ePod Cartridges Crisp Mint 12mg (2 pack)',
      description: 'Two pre-filled pods for the ePod 2 device.',
      sku: 'EPOD-CRISP-MINT-12',
      image: 'https://shop.example/media/catalog/product/v1/pod-2f9e7c.svg',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/epod-cartridges-crisp-mint-12mg',
        price: '5.99',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    expect(productStructuredData({ ...MINT, price: 249, currency: 'MXN' }).offers).toMatchObject({ price: '249.00', priceCurrency: 'MXN' });
    expect(productStructuredData({ ...MINT, price: 0 }).offers.price).toBe('0.00');
  });

  it('says OutOfStock when none is left', () => {
    expect(productStructuredData({ ...MINT, inStock: false }).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('cannot close its script element or open a comment, whatever a product is called, and reads back unchanged', () => {
    const data = productStructuredData({ ...MINT, name: 'Mint </script><script>alert(1)</script> & <!-- more -->' });
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
    const element = structuredDataElement(data);
    expect(element.startsWith('<script type="application/ld+json" data-structured-data>{')).toBe(true);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
  });
});
