import { readFileSync } from 'node:fs';
import { dbKind } from '../../shared/server/testing/test-app';
import { EnvironmentError, readEnvironment, VARIABLES } from './environment';

/** Variables the README lists that the server does not read: the tools' and the tests'. */
const TOOL_VARIABLES = /^(BENCH_\w+|TEST_DATABASE_URL|E2E_PORT|SHOP_SKIP_WEB_BUILD|SHOP_SKIP_SERVER_BUILD|SERVER_HEAP_MB|SERVER_SOURCE_MAPS)$/;

describe.runIf(dbKind === 'pglite')('the environment, read once at start', () => {
  it('gives every variable its default when nothing is set', () => {
    const environment = readEnvironment({});
    expect(environment).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      DATABASE_URL: undefined,
      DATABASE_POOL_SIZE: 10,
      SECURE_COOKIES: false,
      GATEWAY_SANDBOX_LATENCY_MS: { min: 120, max: 450 },
      GATEWAY_TIMEOUT_MS: 15_000,
      GATEWAY_PORT: undefined,
    });
  });

  it('reads the values it is given, typed', () => {
    const environment = readEnvironment({
      PORT: '8080',
      SECURE_COOKIES: '1',
      GATEWAY_SANDBOX_LATENCY_MS: '0',
      PICKUP_SANDBOX_MODE: 'down',
      GATEWAY_URL: 'https://gateway.example',
    });
    expect(environment).toMatchObject({
      PORT: 8080,
      SECURE_COOKIES: true,
      GATEWAY_SANDBOX_LATENCY_MS: { min: 0, max: 0 },
      PICKUP_SANDBOX_MODE: 'down',
      GATEWAY_URL: 'https://gateway.example',
    });
  });

  it('stops on a malformed value, naming every variable in question, and never shows a secret', () => {
    let error: unknown;
    try {
      readEnvironment({ PORT: 'eighty', PICKUP_SANDBOX_MODE: 'sideways', SECURE_COOKIES: 'yes', DATABASE_URL: 'not a url with password hunter2' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvironmentError);
    const message = (error as Error).message;
    expect(message).toContain('PORT must be a whole number from 0 to 65535 (it is "eighty"): HTTP port.');
    expect(message).toContain('PICKUP_SANDBOX_MODE must be one of: up, down (it is "sideways")');
    expect(message).toContain('SECURE_COOKIES must be 1 (on) or 0 (off) (it is "yes")');
    expect(message).toContain('DATABASE_URL must be a URL:');
    expect(message).not.toContain('hunter2');
  });

  it('stops when a variable that needs another comes without it', () => {
    expect(() => readEnvironment({ AGE_VERIFICATION_PROVIDER_URL: 'https://verify.example/v1/' })).toThrow(
      new EnvironmentError(["AGE_VERIFICATION_PROVIDER_KEY must be set with AGE_VERIFICATION_PROVIDER_URL: the age verification service's key."]),
    );
    expect(
      readEnvironment({ AGE_VERIFICATION_PROVIDER_URL: 'https://verify.example/v1/', AGE_VERIFICATION_PROVIDER_KEY: 'k' }).AGE_VERIFICATION_PROVIDER_KEY,
    ).toBe('k');
  });

  it('the README’s table lists every variable the server reads, and nothing it does not', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('## Environment variables'));
    const listed = new Set(
      [...table.slice(0, table.indexOf('\n## ', 5)).matchAll(/^\| ([^|]+) \|/gm)].flatMap(([, names]) =>
        [...names.matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name),
      ),
    );
    const read = Object.keys(VARIABLES);
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !read.includes(name) && !TOOL_VARIABLES.test(name))).toEqual([]);
  });
});
