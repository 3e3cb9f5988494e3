/** Real towns and street names of the sandbox's five countries: what its generated addresses are made of. */

export interface Town {
  name: string;
  /** Province or state as the country names it. */
  province: string;
  provinceCode?: string;
  lat: number;
  lon: number;
  /** Postcode stems of the town: GB outward codes, FR/DE/US whole codes, NL 4-digit areas. */
  postcodes: readonly string[];
}

export interface CountryPlaces {
  iso2: 'GB' | 'FR' | 'DE' | 'NL' | 'US';
  iso3: string;
  name: string;
  towns: readonly Town[];
  streets: readonly string[];
  buildings: readonly string[];
  companies: readonly string[];
  /** How a flat in a building is written ('Flat 3', 'Apt 3', 'Appartement 3'). */
  flat: string;
}

const GB: CountryPlaces = {
  iso2: 'GB',
  iso3: 'GBR',
  name: 'United Kingdom',
  flat: 'Flat',
  towns: [
    { name: 'London', province: 'Greater London', lat: 51.5074, lon: -0.1278, postcodes: ['SW1A', 'W1U', 'NW1', 'EC1A', 'SE1', 'N1', 'E1'] },
    { name: 'Manchester', province: 'Greater Manchester', lat: 53.4808, lon: -2.2426, postcodes: ['M1', 'M2', 'M4', 'M14'] },
    { name: 'Birmingham', province: 'West Midlands', lat: 52.4862, lon: -1.8904, postcodes: ['B1', 'B2', 'B15', 'B29'] },
    { name: 'Leeds', province: 'West Yorkshire', lat: 53.8008, lon: -1.5491, postcodes: ['LS1', 'LS2', 'LS6'] },
    { name: 'Bristol', province: 'Bristol', lat: 51.4545, lon: -2.5879, postcodes: ['BS1', 'BS6', 'BS8'] },
    { name: 'Edinburgh', province: 'City of Edinburgh', lat: 55.9533, lon: -3.1883, postcodes: ['EH1', 'EH3', 'EH10'] },
    { name: 'Cardiff', province: 'Cardiff', lat: 51.4816, lon: -3.1791, postcodes: ['CF10', 'CF11', 'CF24'] },
    { name: 'Glasgow', province: 'Glasgow City', lat: 55.8642, lon: -4.2518, postcodes: ['G1', 'G2', 'G12'] },
    { name: 'Oxford', province: 'Oxfordshire', lat: 51.752, lon: -1.2577, postcodes: ['OX1', 'OX2', 'OX4'] },
    { name: 'York', province: 'North Yorkshire', lat: 53.959, lon: -1.0815, postcodes: ['YO1', 'YO10', 'YO31'] },
    { name: 'Belfast', province: 'County Antrim', lat: 54.5973, lon: -5.9301, postcodes: ['BT1', 'BT7', 'BT9'] },
  ],
  streets: [
    'High Street',
    'Church Road',
    'Station Road',
    'Victoria Road',
    'Park Road',
    'Baker Street',
    'King Street',
    'Queen Street',
    'Mill Lane',
    'Green Lane',
    'Manor Road',
    'London Road',
    'The Crescent',
    'Albert Road',
    'York Road',
    'Castle Street',
    'Market Street',
    'Chapel Street',
    'Bridge Street',
    'Grange Road',
    'Oxford Road',
    'Springfield Road',
    'Kingsway',
    'Cromwell Road',
    'Elm Grove',
    'Oak Avenue',
    'Beech Close',
    'Willow Way',
    'Orchard Lane',
    'Meadow View',
  ],
  buildings: ['Victoria House', 'Albion Court', 'Regent Mansions', 'Kingsley House', 'Riverside Court', 'Westgate House', 'Cavendish Court'],
  companies: ['Harbour Café Ltd', 'Northfield Dental Practice', 'Greenway Pharmacy', 'Bluebell Florists', 'Castle Cycles Ltd', 'Oakwood Books'],
};

const FR: CountryPlaces = {
  iso2: 'FR',
  iso3: 'FRA',
  name: 'France',
  flat: 'Appartement',
  towns: [
    {
      name: 'Paris',
      province: 'Île-de-France',
      lat: 48.8566,
      lon: 2.3522,
      postcodes: ['75001', '75002', '75004', '75006', '75008', '75011', '75015', '75018'],
    },
    { name: 'Lyon', province: 'Auvergne-Rhône-Alpes', lat: 45.764, lon: 4.8357, postcodes: ['69001', '69002', '69003', '69006', '69007'] },
    { name: 'Marseille', province: 'Provence-Alpes-Côte d’Azur', lat: 43.2965, lon: 5.3698, postcodes: ['13001', '13002', '13006', '13008'] },
    { name: 'Toulouse', province: 'Occitanie', lat: 43.6047, lon: 1.4442, postcodes: ['31000', '31100', '31200', '31300', '31400'] },
    { name: 'Nice', province: 'Provence-Alpes-Côte d’Azur', lat: 43.7102, lon: 7.262, postcodes: ['06000', '06100', '06200', '06300'] },
    { name: 'Nantes', province: 'Pays de la Loire', lat: 47.2184, lon: -1.5536, postcodes: ['44000', '44100', '44200', '44300'] },
    { name: 'Strasbourg', province: 'Grand Est', lat: 48.5734, lon: 7.7521, postcodes: ['67000', '67100', '67200'] },
    { name: 'Bordeaux', province: 'Nouvelle-Aquitaine', lat: 44.8378, lon: -0.5792, postcodes: ['33000', '33100', '33200', '33300', '33800'] },
    { name: 'Lille', province: 'Hauts-de-France', lat: 50.6292, lon: 3.0573, postcodes: ['59000', '59160', '59260', '59800'] },
    { name: 'Rennes', province: 'Bretagne', lat: 48.1173, lon: -1.6778, postcodes: ['35000', '35200', '35700'] },
    { name: 'Ajaccio', province: 'Corse', lat: 41.9192, lon: 8.7386, postcodes: ['20000', '20090'] },
  ],
  streets: [
    'Rue de la Paix',
    'Avenue Victor Hugo',
    'Rue de la République',
    'Boulevard Saint-Michel',
    'Rue Nationale',
    'Place de la Mairie',
    'Rue Jean Jaurès',
    'Rue Pasteur',
    'Avenue Foch',
    'Rue du Moulin',
    'Rue des Écoles',
    'Rue de l’Église',
    'Boulevard Gambetta',
    'Rue Voltaire',
    'Rue Émile Zola',
    'Avenue de la Gare',
    'Rue Carnot',
    'Rue du Général de Gaulle',
    'Rue Sainte-Catherine',
    'Rue des Lilas',
  ],
  buildings: ['Résidence les Tilleuls', 'Résidence du Parc', 'Le Clos des Vignes', 'Résidence Bellevue', 'Les Jardins de la Cité'],
  companies: ['Boulangerie Martin', 'Pharmacie Centrale', 'Librairie du Centre', 'Cabinet Dentaire Moreau', 'Fleurs et Jardins SARL'],
};

const DE: CountryPlaces = {
  iso2: 'DE',
  iso3: 'DEU',
  name: 'Germany',
  flat: 'Wohnung',
  towns: [
    { name: 'Berlin', province: 'Berlin', lat: 52.52, lon: 13.405, postcodes: ['10115', '10117', '10178', '10405', '10437', '10719'] },
    { name: 'Hamburg', province: 'Hamburg', lat: 53.5511, lon: 9.9937, postcodes: ['20095', '20144', '20249', '22765'] },
    { name: 'München', province: 'Bayern', lat: 48.1351, lon: 11.582, postcodes: ['80331', '80333', '80469', '80799', '81667'] },
    { name: 'Köln', province: 'Nordrhein-Westfalen', lat: 50.9375, lon: 6.9603, postcodes: ['50667', '50672', '50674', '50823'] },
    { name: 'Frankfurt am Main', province: 'Hessen', lat: 50.1109, lon: 8.6821, postcodes: ['60311', '60313', '60318', '60487'] },
    { name: 'Stuttgart', province: 'Baden-Württemberg', lat: 48.7758, lon: 9.1829, postcodes: ['70173', '70176', '70178', '70199'] },
    { name: 'Düsseldorf', province: 'Nordrhein-Westfalen', lat: 51.2277, lon: 6.7735, postcodes: ['40210', '40212', '40213', '40479'] },
    { name: 'Leipzig', province: 'Sachsen', lat: 51.3397, lon: 12.3731, postcodes: ['04103', '04107', '04109', '04275'] },
    { name: 'Dresden', province: 'Sachsen', lat: 51.0504, lon: 13.7373, postcodes: ['01067', '01069', '01097', '01099'] },
    { name: 'Hannover', province: 'Niedersachsen', lat: 52.3759, lon: 9.732, postcodes: ['30159', '30161', '30169', '30173'] },
  ],
  streets: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Schillerstraße',
    'Goethestraße',
    'Gartenstraße',
    'Lindenstraße',
    'Kirchstraße',
    'Schulstraße',
    'Berliner Straße',
    'Mozartstraße',
    'Ringstraße',
    'Friedrichstraße',
    'Waldstraße',
    'Am Markt',
    'Bergstraße',
    'Rosenweg',
    'Kastanienallee',
    'Parkstraße',
    'Wilhelmstraße',
    'Lessingstraße',
  ],
  buildings: ['Lindenhof', 'Haus am Park', 'Sonnenhof', 'Rosenhof'],
  companies: ['Bäckerei Schneider', 'Apotheke am Markt', 'Buchhandlung Weber', 'Zahnarztpraxis Dr. Fischer', 'Blumen Hoffmann GmbH'],
};

const NL: CountryPlaces = {
  iso2: 'NL',
  iso3: 'NLD',
  name: 'Netherlands',
  flat: 'Appartement',
  towns: [
    { name: 'Amsterdam', province: 'Noord-Holland', lat: 52.3676, lon: 4.9041, postcodes: ['1011', '1012', '1015', '1016', '1017', '1071', '1072'] },
    { name: 'Rotterdam', province: 'Zuid-Holland', lat: 51.9244, lon: 4.4777, postcodes: ['3011', '3012', '3013', '3014', '3015'] },
    { name: 'Den Haag', province: 'Zuid-Holland', lat: 52.0705, lon: 4.3007, postcodes: ['2511', '2512', '2513', '2514', '2517'] },
    { name: 'Utrecht', province: 'Utrecht', lat: 52.0907, lon: 5.1214, postcodes: ['3511', '3512', '3513', '3514'] },
    { name: 'Eindhoven', province: 'Noord-Brabant', lat: 51.4416, lon: 5.4697, postcodes: ['5611', '5612', '5613', '5615'] },
    { name: 'Groningen', province: 'Groningen', lat: 53.2194, lon: 6.5665, postcodes: ['9711', '9712', '9713', '9717'] },
    { name: 'Haarlem', province: 'Noord-Holland', lat: 52.3874, lon: 4.6462, postcodes: ['2011', '2012', '2013', '2015'] },
    { name: 'Leiden', province: 'Zuid-Holland', lat: 52.1601, lon: 4.497, postcodes: ['2311', '2312', '2313', '2316'] },
    { name: 'Maastricht', province: 'Limburg', lat: 50.8514, lon: 5.691, postcodes: ['6211', '6212', '6213', '6217'] },
    { name: 'Nijmegen', province: 'Gelderland', lat: 51.8126, lon: 5.8372, postcodes: ['6511', '6512', '6513', '6515'] },
  ],
  streets: [
    'Kerkstraat',
    'Dorpsstraat',
    'Stationsweg',
    'Molenstraat',
    'Schoolstraat',
    'Julianastraat',
    'Wilhelminastraat',
    'Beatrixstraat',
    'Nieuwstraat',
    'Prinsengracht',
    'Keizersgracht',
    'Herengracht',
    'Marktplein',
    'Lange Voorhout',
    'Oudegracht',
    'Hoofdstraat',
    'Emmastraat',
    'Parallelweg',
    'Van Goghstraat',
    'Rembrandtlaan',
  ],
  buildings: ['De Admiraal', 'Het Pakhuis', 'De Wachter', 'Residentie Oranje'],
  companies: ['Bakkerij De Vries', 'Apotheek Centrum', 'Boekhandel Jansen', 'Tandartspraktijk Bakker', 'Bloemenhuis Visser B.V.'],
};

const US: CountryPlaces = {
  iso2: 'US',
  iso3: 'USA',
  name: 'United States',
  flat: 'Apt',
  towns: [
    {
      name: 'New York',
      province: 'New York',
      provinceCode: 'NY',
      lat: 40.7128,
      lon: -74.006,
      postcodes: ['10001', '10003', '10011', '10014', '10023', '10027'],
    },
    { name: 'Los Angeles', province: 'California', provinceCode: 'CA', lat: 34.0522, lon: -118.2437, postcodes: ['90004', '90012', '90026', '90028', '90036'] },
    { name: 'Chicago', province: 'Illinois', provinceCode: 'IL', lat: 41.8781, lon: -87.6298, postcodes: ['60601', '60605', '60614', '60622', '60657'] },
    { name: 'Houston', province: 'Texas', provinceCode: 'TX', lat: 29.7604, lon: -95.3698, postcodes: ['77002', '77006', '77019', '77098'] },
    { name: 'Phoenix', province: 'Arizona', provinceCode: 'AZ', lat: 33.4484, lon: -112.074, postcodes: ['85003', '85004', '85012', '85016'] },
    { name: 'Philadelphia', province: 'Pennsylvania', provinceCode: 'PA', lat: 39.9526, lon: -75.1652, postcodes: ['19103', '19106', '19107', '19147'] },
    {
      name: 'San Francisco',
      province: 'California',
      provinceCode: 'CA',
      lat: 37.7749,
      lon: -122.4194,
      postcodes: ['94102', '94103', '94110', '94114', '94117'],
    },
    { name: 'Seattle', province: 'Washington', provinceCode: 'WA', lat: 47.6062, lon: -122.3321, postcodes: ['98101', '98102', '98103', '98109', '98122'] },
    { name: 'Boston', province: 'Massachusetts', provinceCode: 'MA', lat: 42.3601, lon: -71.0589, postcodes: ['02108', '02114', '02116', '02118'] },
    { name: 'Denver', province: 'Colorado', provinceCode: 'CO', lat: 39.7392, lon: -104.9903, postcodes: ['80202', '80203', '80205', '80206', '80218'] },
  ],
  streets: [
    'Main Street',
    'Oak Street',
    'Maple Avenue',
    'Washington Street',
    'Park Avenue',
    'Elm Street',
    'Pine Street',
    'Cedar Lane',
    'Lake Street',
    'Hill Road',
    'Broadway',
    '2nd Street',
    'Lincoln Avenue',
    'Jefferson Street',
    'Madison Avenue',
    'Franklin Street',
    'Highland Avenue',
    'Church Street',
    'Mill Road',
    'Sunset Boulevard',
  ],
  buildings: ['The Ansonia', 'Harbor View Apartments', 'Parkside Lofts', 'The Belmont'],
  companies: ['Corner Bakery LLC', 'Main Street Pharmacy', 'Riverside Books', 'Bright Smile Dental', 'Green Thumb Florist Inc.'],
};

export const SANDBOX_COUNTRIES: readonly CountryPlaces[] = [GB, FR, DE, NL, US];
