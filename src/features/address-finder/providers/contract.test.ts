import Fastify, { type FastifyInstance } from 'fastify';
import { type FindItem, SANDBOX_KEY, isErrorItem } from '../domain';
import { addressFinderSandboxRoutes } from '../server/sandbox-routes';
import { createHttpFinder } from './http';
import { type AddressFinderPort, FinderUnavailableError } from './port';
import { OUTAGE_KEYS, createSandboxFinder } from './sandbox';

/** What any adapter of the finder must do, run on the sandbox itself and over its HTTP face. */
function finderContract(name: string, make: () => AddressFinderPort) {
  describe(`address finder contract: ${name}`, () => {
    let finder: AddressFinderPort;
    beforeAll(() => {
      finder = make();
    });

    it('finds, opens a container and retrieves an address in it', async () => {
      const { Items } = await finder.find({ Key: SANDBOX_KEY, Text: 'hauptstrasse', Countries: 'DE' });
      const street = Items.find((i): i is FindItem => !isErrorItem(i) && i.Type === 'Street');
      expect(street).toBeDefined();
      const contents = (await finder.find({ Key: SANDBOX_KEY, Container: street!.Id })).Items as FindItem[];
      const address = contents.find((i) => i.Type === 'Address')!;
      expect(address.Text).toMatch(/^Hauptstraße \d+/);
      const [retrieved] = (await finder.retrieve({ Key: SANDBOX_KEY, Id: address.Id })).Items;
      expect(retrieved).toMatchObject({ Id: address.Id, Line1: address.Text, CountryIso2: 'DE', CountryIso3: 'DEU', CountryName: 'Germany' });
    });

    it('answers refusals as error items', async () => {
      const [refused] = (await finder.find({ Key: 'AA11-AA11-AA11-AA11', Text: 'high' })).Items;
      expect(refused).toMatchObject({ Error: '2', Description: 'Unknown key' });
      const [unknown] = (await finder.retrieve({ Key: SANDBOX_KEY, Id: 'nope' })).Items;
      expect(unknown).toMatchObject({ Error: '1001', Description: 'Id Invalid' });
    });

    it('fails as unreachable in an HTTP outage, and with an error item in a service outage', async () => {
      await expect(finder.find({ Key: OUTAGE_KEYS.http, Text: 'high' })).rejects.toBeInstanceOf(FinderUnavailableError);
      expect((await finder.find({ Key: OUTAGE_KEYS.error, Text: 'high' })).Items[0]).toMatchObject({ Error: '-1' });
    });

    it('tells the country of a local caller', async () => {
      expect((await finder.ip2country({ Key: SANDBOX_KEY, Ip: '127.0.0.1' })).Items).toEqual([{ Iso2: 'GB', Iso3: 'GBR', Name: 'United Kingdom' }]);
    });
  });
}

finderContract('sandbox', () => createSandboxFinder({ latencyMs: () => 0, outage: () => 'none' }));

let server: FastifyInstance;
let baseUrl = '';
beforeAll(async () => {
  server = Fastify();
  await server.register(addressFinderSandboxRoutes, { prefix: '/sb', finder: createSandboxFinder({ latencyMs: () => 0, outage: () => 'none' }) });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}/sb`;
});
afterAll(() => server.close());
finderContract('HTTP adapter over the sandbox’s HTTP face', () => createHttpFinder({ baseUrl }));
