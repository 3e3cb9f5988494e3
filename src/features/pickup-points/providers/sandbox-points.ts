import type { PickupPoint, PickupPointType, WeekDay } from '../domain';

/** A place the sandbox can search around: a town (or an arrondissement) and its postcodes. */
export interface SandboxArea {
  postcode: string;
  city: string;
  countryId: 'FR' | 'MC';
  lat: number;
  lng: number;
}

export const SANDBOX_AREAS: SandboxArea[] = [
  { postcode: '75001', city: 'Paris', countryId: 'FR', lat: 48.8625, lng: 2.3364 },
  { postcode: '75011', city: 'Paris', countryId: 'FR', lat: 48.8574, lng: 2.3795 },
  { postcode: '75015', city: 'Paris', countryId: 'FR', lat: 48.8412, lng: 2.3003 },
  { postcode: '69002', city: 'Lyon', countryId: 'FR', lat: 45.7578, lng: 4.832 },
  { postcode: '13001', city: 'Marseille', countryId: 'FR', lat: 43.299, lng: 5.381 },
  { postcode: '31000', city: 'Toulouse', countryId: 'FR', lat: 43.6045, lng: 1.444 },
  { postcode: '33000', city: 'Bordeaux', countryId: 'FR', lat: 44.8412, lng: -0.58 },
  { postcode: '59000', city: 'Lille', countryId: 'FR', lat: 50.633, lng: 3.0586 },
  { postcode: '44000', city: 'Nantes', countryId: 'FR', lat: 47.215, lng: -1.555 },
  { postcode: '67000', city: 'Strasbourg', countryId: 'FR', lat: 48.583, lng: 7.747 },
  { postcode: '06000', city: 'Nice', countryId: 'FR', lat: 43.7, lng: 7.266 },
  { postcode: '98000', city: 'Monaco', countryId: 'MC', lat: 43.7384, lng: 7.4246 },
];

const OFFICE_HOURS = '09:00-12:30 13:30-18:00';
const SATURDAY_MORNING = '09:00-12:30 00:00-00:00';
const CLOSED = '00:00-00:00 00:00-00:00';
const SHOP_HOURS = '07:30-13:00 15:00-19:30';
const LOCKER_HOURS = '00:00-23:59 00:00-00:00';

function hours(weekday: string, saturday: string, sunday: string): Record<WeekDay, string> {
  return { Lundi: weekday, Mardi: weekday, Mercredi: weekday, Jeudi: weekday, Vendredi: weekday, Samedi: saturday, Dimanche: sunday };
}

const HOURS_BY_TYPE: Record<PickupPointType, Record<WeekDay, string>> = {
  BPR: hours(OFFICE_HOURS, SATURDAY_MORNING, CLOSED),
  A2P: hours(SHOP_HOURS, SHOP_HOURS, '08:00-12:30 00:00-00:00'),
  PCS: hours(LOCKER_HOURS, LOCKER_HOURS, LOCKER_HOURS),
};
const NETWORK_BY_TYPE: Record<PickupPointType, string> = { BPR: 'R01', A2P: 'R12', PCS: 'R03' };
const MAX_WEIGHT_BY_TYPE: Record<PickupPointType, number> = { BPR: 30000, A2P: 20000, PCS: 20000 };

type Row = [id: string, type: PickupPointType, nom: string, adresse1: string, adresse2: string, codePostal: string, localite: string, lat: number, lng: number];

/** Deterministic demo points: a post office, a relay shop and a parcel locker around each area. */
const ROWS: Row[] = [
  ['752010', 'BPR', 'PARIS LOUVRE BUREAU', '52 RUE DU LOUVRE', '', '75001', 'PARIS', 48.8637, 2.342],
  ['C12001', 'A2P', 'TABAC PRESSE DU CHATELET', '14 RUE SAINT-DENIS', '', '75001', 'PARIS', 48.859, 2.3488],
  ['P30101', 'PCS', 'PICKUP STATION LES HALLES', '101 PORTE BERGER', 'FORUM DES HALLES', '75001', 'PARIS', 48.8619, 2.3466],
  ['752110', 'BPR', 'PARIS VOLTAIRE BUREAU', '55 BOULEVARD VOLTAIRE', '', '75011', 'PARIS', 48.861, 2.3728],
  ['C12011', 'A2P', 'EPICERIE OBERKAMPF', '98 RUE OBERKAMPF', '', '75011', 'PARIS', 48.8652, 2.3775],
  ['P30111', 'PCS', 'PICKUP STATION NATION', '2 PLACE DE LA NATION', '', '75011', 'PARIS', 48.8484, 2.3958],
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: a longitude in Paris, not Math.LN10.
  ['752150', 'BPR', 'PARIS VAUGIRARD BUREAU', '316 RUE DE VAUGIRARD', '', '75015', 'PARIS', 48.839, 2.302],
  ['C12015', 'A2P', 'LIBRAIRIE DU COMMERCE', '67 RUE DU COMMERCE', '', '75015', 'PARIS', 48.8456, 2.2966],
  ['P30115', 'PCS', 'PICKUP STATION MONTPARNASSE', '17 BOULEVARD DE VAUGIRARD', 'GARE MONTPARNASSE', '75015', 'PARIS', 48.8414, 2.3193],
  ['691020', 'BPR', 'LYON BELLECOUR BUREAU', '10 PLACE ANTONIN PONCET', '', '69002', 'LYON', 45.7561, 4.834],
  ['C16902', 'A2P', 'TABAC DES JACOBINS', '3 RUE DES JACOBINS', '', '69002', 'LYON', 45.7602, 4.8326],
  ['P36902', 'PCS', 'PICKUP STATION PERRACHE', '14 COURS DE VERDUN', 'GARE DE PERRACHE', '69002', 'LYON', 45.7494, 4.826],
  ['131010', 'BPR', 'MARSEILLE COLBERT BUREAU', '1 PLACE DE L HOTEL DES POSTES', '', '13001', 'MARSEILLE', 43.2983, 5.3768],
  ['C11301', 'A2P', 'PRESSE DE LA CANEBIERE', '42 LA CANEBIERE', '', '13001', 'MARSEILLE', 43.2969, 5.379],
  ['P31301', 'PCS', 'PICKUP STATION SAINT-CHARLES', 'SQUARE NARVIK', 'GARE SAINT-CHARLES', '13001', 'MARSEILLE', 43.3027, 5.3806],
  ['310000', 'BPR', 'TOULOUSE CAPITOLE BUREAU', '9 RUE LAFAYETTE', '', '31000', 'TOULOUSE', 43.605, 1.445],
  ['C13100', 'A2P', 'TABAC DU CAPITOLE', '21 RUE DU TAUR', '', '31000', 'TOULOUSE', 43.6062, 1.4419],
  ['P33100', 'PCS', 'PICKUP STATION JEAN JAURES', '1 ALLEES JEAN JAURES', '', '31000', 'TOULOUSE', 43.606, 1.449],
  ['330000', 'BPR', 'BORDEAUX HOTEL DES POSTES', '37 RUE DU CHATEAU D EAU', '', '33000', 'BORDEAUX', 44.8378, -0.5837],
  ['C13300', 'A2P', 'EPICERIE SAINTE-CATHERINE', '112 RUE SAINTE-CATHERINE', '', '33000', 'BORDEAUX', 44.839, -0.5741],
  ['P33300', 'PCS', 'PICKUP STATION QUINCONCES', '5 PLACE DES QUINCONCES', '', '33000', 'BORDEAUX', 44.8447, -0.5746],
  ['590000', 'BPR', 'LILLE REPUBLIQUE BUREAU', '8 PLACE DE LA REPUBLIQUE', '', '59000', 'LILLE', 50.6322, 3.0602],
  ['C15900', 'A2P', 'PRESSE DU VIEUX LILLE', '27 RUE DE LA MONNAIE', '', '59000', 'LILLE', 50.6398, 3.063],
  ['P35900', 'PCS', 'PICKUP STATION LILLE FLANDRES', 'PLACE DES BUISSES', 'GARE LILLE FLANDRES', '59000', 'LILLE', 50.6366, 3.07],
  ['440000', 'BPR', 'NANTES BRETAGNE BUREAU', '2 PLACE DE BRETAGNE', '', '44000', 'NANTES', 47.2153, -1.559],
  ['C14400', 'A2P', 'TABAC DU COMMERCE', '4 PLACE DU COMMERCE', '', '44000', 'NANTES', 47.213, -1.559],
  ['P34400', 'PCS', 'PICKUP STATION NANTES GARE', '27 BOULEVARD DE STALINGRAD', 'GARE NORD', '44000', 'NANTES', 47.2176, -1.542],
  ['670000', 'BPR', 'STRASBOURG CATHEDRALE BUREAU', '5 AVENUE DE LA MARSEILLAISE', '', '67000', 'STRASBOURG', 48.5857, 7.7566],
  ['C16700', 'A2P', 'PRESSE KLEBER', '12 PLACE KLEBER', '', '67000', 'STRASBOURG', 48.5835, 7.7455],
  ['P36700', 'PCS', 'PICKUP STATION STRASBOURG GARE', '20 PLACE DE LA GARE', '', '67000', 'STRASBOURG', 48.5851, 7.7347],
  ['060000', 'BPR', 'NICE THIERS BUREAU', '23 AVENUE THIERS', '', '06000', 'NICE', 43.7045, 7.261],
  ['C10600', 'A2P', 'TABAC MASSENA', '8 RUE MASSENA', '', '06000', 'NICE', 43.6971, 7.268],
  ['P30600', 'PCS', 'PICKUP STATION NICE VILLE', 'AVENUE THIERS', 'GARE NICE VILLE', '06000', 'NICE', 43.7046, 7.2619],
  ['980000', 'BPR', 'MONACO PRINCIPAL BUREAU', '1 AVENUE HENRY DUNANT', '', '98000', 'MONACO', 43.7396, 7.4262],
  ['C19800', 'A2P', 'PRESSE DU PORT', '9 QUAI ALBERT 1ER', '', '98000', 'MONACO', 43.7352, 7.422],
];

export const SANDBOX_POINTS: PickupPoint[] = ROWS.map(([identifiant, typeDePoint, nom, adresse1, adresse2, codePostal, localite, lat, lng]) => {
  const codePays = codePostal === '98000' ? 'MC' : 'FR';
  return {
    identifiant,
    reseau: NETWORK_BY_TYPE[typeDePoint],
    nom,
    adresse1,
    adresse2,
    adresse3: '',
    codePostal,
    localite,
    codePays,
    libellePays: codePays === 'MC' ? 'MONACO' : 'FRANCE',
    typeDePoint,
    distanceEnMetre: 0,
    horairesOuverture: HOURS_BY_TYPE[typeDePoint],
    coordGeolocalisationLatitude: lat,
    coordGeolocalisationLongitude: lng,
    poidsMaxi: MAX_WEIGHT_BY_TYPE[typeDePoint],
  };
});
