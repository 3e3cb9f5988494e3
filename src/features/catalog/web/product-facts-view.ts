/** A product another links to (what a pod fits, what fits a device), as the API sends it. */
export interface LinkedProductDto {
  sku: string;
  name: string;
  url_key: string;
}

export interface LinkedProduct {
  sku: string;
  name: string;
  urlKey: string;
}

/** What the product page's details block lists; null (or empty) where the product has none of it. */
export interface ProductFacts {
  nicotineMgPerMl: number | null;
  volumeMl: number | null;
  packSize: number | null;
  flavourFamily: string | null;
  ingredients: string | null;
  /** Devices it fits (a pod's, a cable's). */
  fits: LinkedProduct[];
  /** Products that fit it (a device's pods and accessories). */
  fittedBy: LinkedProduct[];
}

const numberOrNull = (text: string) => (text === '' || Number.isNaN(Number(text)) ? null : Number(text));
const linked = (list: LinkedProductDto[] = []): LinkedProduct[] => list.map((p) => ({ sku: p.sku, name: p.name, urlKey: p.url_key }));

export function toProductFacts(
  attr: (code: string) => string,
  extension: { compatible_devices?: LinkedProductDto[]; compatible_products?: LinkedProductDto[] } | undefined,
): ProductFacts {
  return {
    nicotineMgPerMl: numberOrNull(attr('nicotine_strength')),
    volumeMl: numberOrNull(attr('volume')),
    packSize: numberOrNull(attr('pack_size')),
    flavourFamily: attr('flavour_family') || null,
    ingredients: attr('ingredients') || null,
    fits: linked(extension?.compatible_devices),
    fittedBy: linked(extension?.compatible_products),
  };
}
