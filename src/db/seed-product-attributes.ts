/**
 * The demo catalogue's attributes (migration 0030), keyed by SKU: what a category page filters on and a
 * product page lists. Nicotine strength in mg/ml, volume in ml per pod or cartridge; `fits` names the
 * devices a pod or accessory fits. A product that has none of an attribute leaves it out.
 */
export interface SeedProductAttributes {
  flavourFamily?: 'tobacco' | 'menthol' | 'fruit' | 'dessert' | 'drinks';
  nicotineMgPerMl?: number;
  volumeMl?: number;
  packSize: number;
  ingredients?: string;
  fits?: string[];
}

/** Nicotine salt e-liquid as the cartridges' labels list it, heaviest first. */
const POD_INGREDIENTS = 'Propylene glycol, glycerol, nicotine, benzoic acid, flavourings';
const MENTHOL_POD_INGREDIENTS = 'Propylene glycol, glycerol, nicotine, benzoic acid, flavourings (including menthol)';
const EPOD_DEVICES = ['EPOD2-KIT-BLACK', 'EPOD2-KIT-BLUE', 'EPOD2-TRIAL-KIT'];
const EPOD_POD = { volumeMl: 1.9, packSize: 2, fits: EPOD_DEVICES } as const;

export const SEED_PRODUCT_ATTRIBUTES: Record<string, SeedProductAttributes> = {
  'EPOD2-KIT-BLACK': { packSize: 1 },
  'EPOD2-KIT-BLUE': { packSize: 1 },
  'EPEN3-KIT-SILVER': { packSize: 1 },
  'EPOD2-TRIAL-KIT': { packSize: 1 },
  'EPOD-GOLDEN-TOBACCO-18': { ...EPOD_POD, flavourFamily: 'tobacco', nicotineMgPerMl: 18, ingredients: POD_INGREDIENTS },
  'EPOD-CRISP-MINT-12': { ...EPOD_POD, flavourFamily: 'menthol', nicotineMgPerMl: 12, ingredients: MENTHOL_POD_INGREDIENTS },
  'EPOD-DARK-CHERRY-6': { ...EPOD_POD, flavourFamily: 'fruit', nicotineMgPerMl: 6, ingredients: POD_INGREDIENTS },
  'EPOD-MANGO-ICE-18': { ...EPOD_POD, flavourFamily: 'fruit', nicotineMgPerMl: 18, ingredients: MENTHOL_POD_INGREDIENTS },
  'EPEN-BLENDED-TOBACCO-18': {
    flavourFamily: 'tobacco',
    nicotineMgPerMl: 18,
    volumeMl: 2,
    packSize: 2,
    ingredients: POD_INGREDIENTS,
    fits: ['EPEN3-KIT-SILVER'],
  },
  // One pod each of three strengths and flavours: no single strength or flavour family to file it under.
  'SAMPLE-EPOD-TRIO': { volumeMl: 1.9, packSize: 3, ingredients: MENTHOL_POD_INGREDIENTS, fits: EPOD_DEVICES },
  'ACC-USBC-CABLE': { packSize: 1, fits: ['EPOD2-KIT-BLACK', 'EPOD2-KIT-BLUE', 'EPEN3-KIT-SILVER', 'EPOD2-TRIAL-KIT'] },
  'ACC-CARRY-CASE': { packSize: 1, fits: ['EPOD2-KIT-BLACK', 'EPOD2-KIT-BLUE', 'EPEN3-KIT-SILVER'] },
  'POD-RECYCLE-BAG': { packSize: 1 },
};
