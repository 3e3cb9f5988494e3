/**
 * The demo catalogue's names and descriptions in the other stores' languages, by SKU and store locale
 * (`product_translations`); the British English texts are the products' own (seed-data.ts).
 */
type Texts = { name: string; description: string };
type Locale = 'fr-FR' | 'de-DE' | 'es-MX' | 'pt-BR';

const EPOD_PODS: Record<Locale, string> = {
  'fr-FR': 'Deux pods préremplis pour l’appareil ePod 2. Achetez-les à l’unité ou abonnez-vous pour les recevoir chaque mois.',
  'de-DE': 'Zwei vorbefüllte Pods für das ePod 2. Einmal kaufen oder abonnieren und jeden Monat geliefert bekommen.',
  'es-MX': 'Dos pods precargados para el dispositivo ePod 2. Cómprelos una sola vez o suscríbase y recíbalos cada mes.',
  'pt-BR': 'Dois pods pré-carregados para o dispositivo ePod 2. Compre uma vez ou assine e receba todo mês.',
};

const EPOD_DEVICE: Record<Locale, string> = {
  'fr-FR': 'Appareil à pods fermé, batterie de 350 mAh et recharge USB-C.',
  'de-DE': 'Geschlossenes Pod-System mit 350-mAh-Akku und USB-C-Ladeanschluss.',
  'es-MX': 'Dispositivo de pods cerrado con batería de 350 mAh y carga USB-C.',
  'pt-BR': 'Dispositivo de pod fechado com bateria de 350 mAh e carregamento USB-C.',
};

const FREE_WITH_SUBSCRIPTION: Record<Locale, string> = {
  'fr-FR': 'Offert avec un abonnement mensuel aux pods.',
  'de-DE': 'Gratis zum monatlichen Pod-Abo.',
  'es-MX': 'Gratis con una suscripción mensual de pods.',
  'pt-BR': 'Grátis com a assinatura mensal de pods.',
};

/** One pod pack's texts in every language: the pack's name, and the ePod 2 pods' description. */
function podPack(names: Record<Locale, string>): Record<Locale, Texts> {
  return Object.fromEntries(Object.entries(names).map(([locale, name]) => [locale, { name, description: EPOD_PODS[locale as Locale] }])) as Record<
    Locale,
    Texts
  >;
}

export const SEED_PRODUCT_TRANSLATIONS: Record<string, Record<Locale, Texts>> = {
  'EPOD2-KIT-BLACK': {
    'fr-FR': { name: 'Kit ePod 2 – Noir', description: `${EPOD_DEVICE['fr-FR']} ${FREE_WITH_SUBSCRIPTION['fr-FR']}` },
    'de-DE': { name: 'ePod 2 Geräte-Kit – Schwarz', description: `${EPOD_DEVICE['de-DE']} ${FREE_WITH_SUBSCRIPTION['de-DE']}` },
    'es-MX': { name: 'Kit dispositivo ePod 2 – Negro', description: `${EPOD_DEVICE['es-MX']} ${FREE_WITH_SUBSCRIPTION['es-MX']}` },
    'pt-BR': { name: 'Kit dispositivo ePod 2 – Preto', description: `${EPOD_DEVICE['pt-BR']} ${FREE_WITH_SUBSCRIPTION['pt-BR']}` },
  },
  'EPOD2-KIT-BLUE': {
    'fr-FR': { name: 'Kit ePod 2 – Bleu océan', description: EPOD_DEVICE['fr-FR'] },
    'de-DE': { name: 'ePod 2 Geräte-Kit – Ozeanblau', description: EPOD_DEVICE['de-DE'] },
    'es-MX': { name: 'Kit dispositivo ePod 2 – Azul océano', description: EPOD_DEVICE['es-MX'] },
    'pt-BR': { name: 'Kit dispositivo ePod 2 – Azul-oceano', description: EPOD_DEVICE['pt-BR'] },
  },
  'EPEN3-KIT-SILVER': {
    'fr-FR': { name: 'Kit ePen 3 – Argent', description: 'Appareil format stylo, batterie de 650 mAh, rechargé en deux heures.' },
    'de-DE': { name: 'ePen 3 Geräte-Kit – Silber', description: 'Gerät im Stiftformat mit 650-mAh-Akku, in zwei Stunden aufgeladen.' },
    'es-MX': { name: 'Kit dispositivo ePen 3 – Plata', description: 'Dispositivo tipo pluma con batería de 650 mAh que se carga por completo en dos horas.' },
    'pt-BR': { name: 'Kit dispositivo ePen 3 – Prata', description: 'Dispositivo em formato de caneta com bateria de 650 mAh e carga completa em duas horas.' },
  },
  'EPOD-GOLDEN-TOBACCO-18': podPack({
    'fr-FR': 'Cartouches ePod Tabac Doré 18 mg (lot de 2)',
    'de-DE': 'ePod Kartuschen Goldener Tabak 18 mg (2er-Pack)',
    'es-MX': 'Cartuchos ePod Tabaco Dorado 18 mg (paquete de 2)',
    'pt-BR': 'Cartuchos ePod Tabaco Dourado 18 mg (pacote com 2)',
  }),
  'EPOD-CRISP-MINT-12': podPack({
    'fr-FR': 'Cartouches ePod Menthe Fraîche 12 mg (lot de 2)',
    'de-DE': 'ePod Kartuschen Frische Minze 12 mg (2er-Pack)',
    'es-MX': 'Cartuchos ePod Menta Fresca 12 mg (paquete de 2)',
    'pt-BR': 'Cartuchos ePod Menta Refrescante 12 mg (pacote com 2)',
  }),
  'EPOD-DARK-CHERRY-6': podPack({
    'fr-FR': 'Cartouches ePod Cerise Noire 6 mg (lot de 2)',
    'de-DE': 'ePod Kartuschen Dunkle Kirsche 6 mg (2er-Pack)',
    'es-MX': 'Cartuchos ePod Cereza Negra 6 mg (paquete de 2)',
    'pt-BR': 'Cartuchos ePod Cereja Negra 6 mg (pacote com 2)',
  }),
  'EPOD-MANGO-ICE-18': podPack({
    'fr-FR': 'Cartouches ePod Mangue Glacée 18 mg (lot de 2)',
    'de-DE': 'ePod Kartuschen Eisige Mango 18 mg (2er-Pack)',
    'es-MX': 'Cartuchos ePod Mango Helado 18 mg (paquete de 2)',
    'pt-BR': 'Cartuchos ePod Manga Gelada 18 mg (pacote com 2)',
  }),
  'EPEN-BLENDED-TOBACCO-18': {
    'fr-FR': {
      name: 'Cartouches ePen 3 Tabac Blond 18 mg (lot de 2)',
      description: 'Deux cartouches préremplies pour l’appareil ePen 3. Achetez-les à l’unité ou abonnez-vous pour les recevoir chaque mois.',
    },
    'de-DE': {
      name: 'ePen 3 Kartuschen Tabak-Blend 18 mg (2er-Pack)',
      description: 'Zwei vorbefüllte Kartuschen für das ePen 3. Einmal kaufen oder abonnieren und jeden Monat geliefert bekommen.',
    },
    'es-MX': {
      name: 'Cartuchos ePen 3 Tabaco Mezclado 18 mg (paquete de 2)',
      description: 'Dos cartuchos precargados para el dispositivo ePen 3. Cómprelos una sola vez o suscríbase y recíbalos cada mes.',
    },
    'pt-BR': {
      name: 'Cartuchos ePen 3 Tabaco Blend 18 mg (pacote com 2)',
      description: 'Dois cartuchos pré-carregados para o dispositivo ePen 3. Compre uma vez ou assine e receba todo mês.',
    },
  },
  'ACC-USBC-CABLE': {
    'fr-FR': { name: 'Câble de charge USB-C (1 m)', description: 'Câble USB-C tressé pour les appareils ePod 2 et ePen 3.' },
    'de-DE': { name: 'USB-C-Ladekabel (1 m)', description: 'Geflochtenes USB-C-Kabel für ePod 2 und ePen 3.' },
    'es-MX': { name: 'Cable de carga USB-C (1 m)', description: 'Cable USB-C trenzado para los dispositivos ePod 2 y ePen 3.' },
    'pt-BR': { name: 'Cabo de carregamento USB-C (1 m)', description: 'Cabo USB-C trançado para os dispositivos ePod 2 e ePen 3.' },
  },
  'ACC-CARRY-CASE': {
    'fr-FR': { name: 'Étui de transport en cuir', description: 'Accueille un appareil et deux pods de rechange.' },
    'de-DE': { name: 'Leder-Etui für Ihr Gerät', description: 'Bietet Platz für ein Gerät und zwei Ersatz-Pods.' },
    'es-MX': { name: 'Estuche de piel para dispositivo', description: 'Guarda un dispositivo y dos pods de repuesto.' },
    'pt-BR': { name: 'Estojo de couro para dispositivo', description: 'Guarda um dispositivo e dois pods reserva.' },
  },
  'SAMPLE-EPOD-TRIO': {
    'fr-FR': {
      name: 'Trio découverte de saveurs ePod (3 pods)',
      description: 'Un pod de chaque saveur, Tabac Doré, Menthe Fraîche et Cerise Noire, pour trouver la vôtre.',
    },
    'de-DE': {
      name: 'ePod Geschmacksproben-Trio (3 einzelne Pods)',
      description: 'Je ein Pod Goldener Tabak, Frische Minze und Dunkle Kirsche: So finden Sie Ihren Geschmack.',
    },
    'es-MX': {
      name: 'Trío de muestras de sabores ePod (3 pods individuales)',
      description: 'Un pod de Tabaco Dorado, uno de Menta Fresca y uno de Cereza Negra para que encuentre su sabor.',
    },
    'pt-BR': {
      name: 'Trio de amostras de sabores ePod (3 pods avulsos)',
      description: 'Um pod de cada sabor, Tabaco Dourado, Menta Refrescante e Cereja Negra, para você encontrar o seu.',
    },
  },
  'POD-RECYCLE-BAG': {
    'fr-FR': { name: 'Sachet retour pour le recyclage des pods', description: 'Un sachet prépayé pour nous renvoyer jusqu’à 30 pods usagés à recycler.' },
    'de-DE': {
      name: 'Rücksendebeutel für Pod-Recycling',
      description: 'Ein frankierter Beutel, mit dem Sie bis zu 30 gebrauchte Pods zum Recycling zurücksenden.',
    },
    'es-MX': {
      name: 'Bolsa de devolución para reciclar pods',
      description: 'Una bolsa con envío prepagado para devolvernos hasta 30 pods usados y reciclarlos.',
    },
    'pt-BR': {
      name: 'Sacola de devolução para reciclagem de pods',
      description: 'Uma sacola com frete pré-pago para devolver até 30 pods usados para reciclagem.',
    },
  },
  'EPOD2-TRIAL-KIT': {
    'fr-FR': { name: 'Essai ePod 2 (14 jours)', description: 'Essayez l’ePod 2 pendant 14 jours pour 1 €. Gardez-le, ou renvoyez-le dans la boîte prépayée.' },
    'de-DE': {
      name: 'ePod 2 zum Testen (14 Tage)',
      description: 'Testen Sie das ePod 2 14 Tage lang für 1 €. Behalten Sie es oder senden Sie es im frankierten Karton zurück.',
    },
    'es-MX': {
      name: 'Prueba del dispositivo ePod 2 (14 días)',
      description: 'Pruebe el ePod 2 durante 14 días por $19. Quédeselo o devuélvalo en la caja con envío prepagado.',
    },
    'pt-BR': {
      name: 'Teste do dispositivo ePod 2 (14 dias)',
      description: 'Experimente o ePod 2 por 14 dias por R$ 7. Fique com ele ou devolva na caixa com frete pré-pago.',
    },
  },
};
