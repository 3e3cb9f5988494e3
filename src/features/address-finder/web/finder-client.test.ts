import { createFinderClient } from './finder-client';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

function client(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, language: 'en' | 'fr' = 'en', timeoutMs?: number) {
  const fetchSpy = vi.fn(fetchImpl);
  return { fetchSpy, finder: createFinderClient({ serviceUrl: '/sb', key: 'K', language, timeoutMs, fetch: fetchSpy as unknown as typeof fetch }) };
}

describe('finder client', () => {
  it('asks Find by GET with the key, the text, the country, the limit and the language', async () => {
    const { fetchSpy, finder } = client(async () => json({ Items: [] }));
    await finder.find({ text: 'high st', countries: 'GB' });
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/sb/Capture/Interactive/Find/v1.10/json3.ws?Key=K&Text=high+st&Countries=GB&Limit=10&Language=en');
    expect(init.method).toBe('GET');
  });

  it('posts the fields as a form when the URL would pass 2000 characters', async () => {
    const { fetchSpy, finder } = client(async () => json({ Items: [] }));
    await finder.find({ text: 'x'.repeat(2100), countries: 'GB' });
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/sb/Capture/Interactive/Find/v1.10/json3.ws');
    expect(init.method).toBe('POST');
    expect(new URLSearchParams(init.body as string).get('Text')).toHaveLength(2100);
  });

  it.each([
    ['an error item', async () => json({ Items: [{ Error: '2', Description: 'Unknown key', Cause: '', Resolution: '' }] }), 'Service Error: Unknown key'],
    [
      'an HTTP failure',
      async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }),
      'Webservice request error: 503 Service Unavailable',
    ],
    ['no connection', async () => Promise.reject(new TypeError('Failed to fetch')), 'Webservice request failed.'],
    ['an answer that is not Loqate’s', async () => json({ nope: true }), 'Webservice request failed.'],
  ])('turns %s into the shopper’s message', async (_name, answer, message) => {
    const { finder } = client(answer);
    await expect(finder.retrieve('id')).rejects.toThrow(message);
  });

  it('gives up after the timeout: Webservice request timed out.', async () => {
    const { finder } = client(
      (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      'en',
      30,
    );
    await expect(finder.find({ text: 'a', countries: 'GB' })).rejects.toThrow('Webservice request timed out.');
  });

  it('speaks the finder’s language', async () => {
    const { finder } = client(async () => Promise.reject(new TypeError('x')), 'fr');
    await expect(finder.ip2country()).rejects.toThrow('La requête au service web a échoué.');
  });
});
