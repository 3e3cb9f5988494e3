import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { shopClient } from '../../../shared/server/testing/shop-client';

interface ProductAnswer {
  sku: string;
  custom_attributes: { attribute_code: string; value: string }[];
  extension_attributes: Record<string, unknown>;
}

/** A searchCriteria query in Magento's camelCase spelling: each group a list of [field, value, condition]. */
function criteria(groups: [string, string, string][][], extra = ''): string {
  const params = groups.flatMap((filters, g) =>
    filters.flatMap(([field, value, condition], f) => [
      `searchCriteria[filterGroups][${g}][filters][${f}][field]=${field}`,
      `searchCriteria[filterGroups][${g}][filters][${f}][value]=${encodeURIComponent(value)}`,
      `searchCriteria[filterGroups][${g}][filters][${f}][conditionType]=${condition}`,
    ]),
  );
  return `products?${[...params, extra].filter(Boolean).join('&')}`;
}

const attributesOf = (p: ProductAnswer, codes: string[]) =>
  Object.fromEntries(p.custom_attributes.filter((a) => codes.includes(a.attribute_code)).map((a) => [a.attribute_code, a.value]));

describe('product attributes over REST', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the attributes a product has in custom_attributes, and what it fits with names and URL keys', async () => {
    const mint: ProductAnswer = (await shopClient(t).get('products/EPOD-CRISP-MINT-12')).json();
    expect(attributesOf(mint, ['flavour_family', 'nicotine_strength', 'volume', 'pack_size', 'ingredients'])).toEqual({
      flavour_family: 'menthol',
      nicotine_strength: '12',
      volume: '1.9',
      pack_size: '2',
      ingredients: 'Propylene glycol, glycerol, nicotine, benzoic acid, flavourings (including menthol)',
    });
    expect(mint.extension_attributes.compatible_devices).toEqual([
      { sku: 'EPOD2-KIT-BLACK', name: 'ePod 2 Device Kit – Black', url_key: 'epod-2-device-kit-black' },
      { sku: 'EPOD2-KIT-BLUE', name: 'ePod 2 Device Kit – Ocean Blue', url_key: 'epod-2-device-kit-blue' },
      { sku: 'EPOD2-TRIAL-KIT', name: 'ePod 2 Device Trial (14 days)', url_key: 'epod-2-device-trial' },
    ]);
    expect(mint.extension_attributes.compatible_products).toEqual([]);

    // A device has no strength or flavour; it lists what fits it.
    const pen: ProductAnswer = (await shopClient(t).get('products-by-url-key/epen-3-device-kit-silver')).json();
    expect(pen.custom_attributes.map((a) => a.attribute_code)).not.toContain('nicotine_strength');
    expect(attributesOf(pen, ['pack_size'])).toEqual({ pack_size: '1' });
    expect((pen.extension_attributes.compatible_products as { sku: string }[]).map((p) => p.sku)).toEqual([
      'EPEN-BLENDED-TOBACCO-18',
      'ACC-USBC-CABLE',
      'ACC-CARRY-CASE',
    ]);
  });

  it('filters and sorts on the attributes with searchCriteria, camelCase or snake_case', async () => {
    const client = shopClient(t);
    const strong = (
      await client.get(
        criteria(
          [[['nicotine_strength', '12', 'gteq']], [['flavour_family', 'tobacco,fruit', 'in']]],
          'searchCriteria[sortOrders][0][field]=flavour_family&searchCriteria[sortOrders][0][direction]=DESC',
        ),
      )
    ).json();
    expect(strong.items.map((p: ProductAnswer) => p.sku)).toEqual(['EPOD-GOLDEN-TOBACCO-18', 'EPEN-BLENDED-TOBACCO-18', 'EPOD-MANGO-ICE-18']);
    expect(strong.total_count).toBe(3);

    const snake = await client.get(
      'products?searchCriteria[filter_groups][0][filters][0][field]=pack_size&searchCriteria[filter_groups][0][filters][0][value]=2&searchCriteria[filter_groups][0][filters][0][condition_type]=gt',
    );
    expect(snake.json().items.map((p: ProductAnswer) => p.sku)).toEqual(['SAMPLE-EPOD-TRIO']);

    // What fits the ePen 3, and the products that have no nicotine strength at all.
    const forPen = (await client.get(criteria([[['compatible_with', 'EPEN3-KIT-SILVER', 'eq']]]))).json();
    expect(forPen.items.map((p: ProductAnswer) => p.sku)).toEqual(['EPEN-BLENDED-TOBACCO-18', 'ACC-USBC-CABLE', 'ACC-CARRY-CASE']);
    const noStrength = (await client.get(criteria([[['nicotine_strength', '', 'null']], [['category', 'devices', 'neq']]]))).json();
    expect(noStrength.items.map((p: ProductAnswer) => p.sku)).toEqual(['ACC-USBC-CABLE', 'ACC-CARRY-CASE', 'SAMPLE-EPOD-TRIO', 'POD-RECYCLE-BAG']);

    // Sorted on a number, products without one come last going up.
    const byVolume = (await client.get('products?searchCriteria[sortOrders][0][field]=volume&searchCriteria[pageSize]=7')).json();
    expect(byVolume.items.map((p: ProductAnswer) => attributesOf(p, ['volume']).volume ?? null)).toEqual(['1.9', '1.9', '1.9', '1.9', '1.9', '2', null]);
  });

  it.each([
    ['an unknown field', criteria([[['colour', 'red', 'eq']]]), { message: 'Invalid attribute name: %1', parameters: ['colour'] }],
    [
      'an unknown sort field',
      'products?searchCriteria[sortOrders][0][field]=popularity',
      { message: 'Invalid attribute name: %1', parameters: ['popularity'] },
    ],
    [
      'a condition Magento does not have',
      criteria([[['nicotine_strength', '12', 'between']]]),
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'between', fieldName: 'condition_type' } },
    ],
    [
      'a comparison on a relation',
      criteria([[['compatible_with', 'EPEN3-KIT-SILVER', 'gt']]]),
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'gt', fieldName: 'condition_type' } },
    ],
    [
      'a word for a number',
      criteria([[['nicotine_strength', '12,strong', 'in']]]),
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: '12,strong', fieldName: 'nicotine_strength' } },
    ],
    [
      'a direction that is neither way',
      'products?searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=sideways',
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'sideways', fieldName: 'direction' } },
    ],
    ['a page of 301', 'products?searchCriteria[pageSize]=301', { message: 'Maximum SearchCriteria pageSize is %max', parameters: { max: 300 } }],
    [
      'a page size that is no number',
      'products?searchCriteria[pageSize]=lots',
      { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'lots', fieldName: 'pageSize' } },
    ],
    [
      '21 filters',
      criteria([Array.from({ length: 21 }, () => ['sku', 'X', 'eq'] as [string, string, string])]),
      { message: 'Maximum items of type "%type" is %max', parameters: { type: 'filters', max: 20 } },
    ],
  ])('refuses %s with a 400 and Magento’s message', async (_, query, body) => {
    const res = await shopClient(t).get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(body);
  });
});
