import { localityLines } from './address-lines';

describe("an address's town, region and postcode, in its country's order", () => {
  it.each([
    [{ countryId: 'GB', city: 'London', postcode: 'NW1 6XE' }, ['London', 'NW1 6XE']],
    [{ countryId: 'FR', city: 'Paris', postcode: '75002' }, ['75002 Paris']],
    [{ countryId: 'DE', city: 'Berlin', postcode: '10115' }, ['10115 Berlin']],
    [{ countryId: 'NL', city: 'Amsterdam', postcode: '1012 AB' }, ['1012 AB Amsterdam']],
    [{ countryId: 'US', city: 'Springfield', region: 'IL', postcode: '62704' }, ['Springfield, IL 62704']],
    [{ countryId: 'MX', city: 'Ciudad de México', region: 'CDMX', postcode: '06600' }, ['06600 Ciudad de México', 'CDMX']],
    [{ countryId: 'BR', city: 'São Paulo', region: 'SP', postcode: '01310-100' }, ['São Paulo - SP', '01310-100']],
    [{ countryId: 'JP', city: 'Tokyo', region: null, postcode: '100-0001' }, ['Tokyo, 100-0001']],
  ])('%j is written %j', (locality, lines) => {
    expect(localityLines(locality)).toEqual(lines);
  });
});
