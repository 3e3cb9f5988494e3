/** Real French towns (and Monaco) by département: where the sandbox's parcel shops stand. */
export interface SandboxTown {
  /** The first two characters of the postcodes it serves. */
  department: string;
  city: string;
  countryId: string;
  latitude: number;
  longitude: number;
}

export const SANDBOX_TOWNS: SandboxTown[] = [
  { department: '75', city: 'Paris', countryId: 'FR', latitude: 48.8606, longitude: 2.3376 },
  { department: '69', city: 'Lyon', countryId: 'FR', latitude: 45.7676, longitude: 4.8344 },
  { department: '13', city: 'Marseille', countryId: 'FR', latitude: 43.2965, longitude: 5.3698 },
  { department: '31', city: 'Toulouse', countryId: 'FR', latitude: 43.6047, longitude: 1.4442 },
  { department: '06', city: 'Nice', countryId: 'FR', latitude: 43.7102, longitude: 7.262 },
  { department: '44', city: 'Nantes', countryId: 'FR', latitude: 47.2184, longitude: -1.5536 },
  { department: '67', city: 'Strasbourg', countryId: 'FR', latitude: 48.5734, longitude: 7.7521 },
  { department: '34', city: 'Montpellier', countryId: 'FR', latitude: 43.6108, longitude: 3.8767 },
  { department: '33', city: 'Bordeaux', countryId: 'FR', latitude: 44.8378, longitude: -0.5792 },
  { department: '59', city: 'Lille', countryId: 'FR', latitude: 50.6292, longitude: 3.0573 },
  { department: '35', city: 'Rennes', countryId: 'FR', latitude: 48.1173, longitude: -1.6778 },
  { department: '51', city: 'Reims', countryId: 'FR', latitude: 49.2583, longitude: 4.0317 },
  { department: '76', city: 'Le Havre', countryId: 'FR', latitude: 49.4944, longitude: 0.1079 },
  { department: '38', city: 'Grenoble', countryId: 'FR', latitude: 45.1885, longitude: 5.7245 },
  { department: '21', city: 'Dijon', countryId: 'FR', latitude: 47.322, longitude: 5.0415 },
  { department: '20', city: 'Ajaccio', countryId: 'FR', latitude: 41.9192, longitude: 8.7386 },
  { department: '98', city: 'Monaco', countryId: 'MC', latitude: 43.7384, longitude: 7.4246 },
];

export const SHOP_KINDS = ['Tabac Presse', 'Relais Colis', 'Carrefour City', 'Librairie', 'Pressing', 'Fleuriste', 'Cordonnerie', 'Épicerie'];
export const STREETS = [
  'Rue de la République',
  'Avenue Jean Jaurès',
  'Boulevard Victor Hugo',
  'Rue Pasteur',
  'Place de la Mairie',
  'Rue du Commerce',
  'Rue Gambetta',
  'Avenue de la Gare',
];
