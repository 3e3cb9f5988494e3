import type { Executor } from './db';
import { ReferenceCache, changeFeedLive } from './reference-cache';

const executor = (name: string) => ({ name }) as unknown as Executor;

describe('ReferenceCache', () => {
  beforeAll(() => changeFeedLive(true));
  afterAll(() => changeFeedLive(false));

  it('never makes a caller wait for a load running on another caller’s connection', async () => {
    // The first caller's connection is stuck (its transaction waits for a row lock the second holds).
    const stuck = executor('waiting-for-a-lock');
    const cache = new ReferenceCache<string, string>(['products'], (key, db) =>
      db === stuck ? new Promise<string>(() => {}) : Promise.resolve(`${key} from ${(db as unknown as { name: string }).name}`),
    );
    void cache.get('uk', stuck);
    const second = await Promise.race([cache.get('uk', executor('lock-holder')), new Promise((r) => setTimeout(() => r('waited'), 200))]);
    expect(second).toBe('uk from lock-holder');
  });

  it('keeps a finished load, drops it when its table changes, and never keeps a load that began before the change', async () => {
    let loads = 0;
    const cache = new ReferenceCache<string, number>(['products'], async () => ++loads);
    expect(await cache.get('uk', executor('a'))).toBe(1);
    expect(await cache.get('uk', executor('b'))).toBe(1);
    cache.clear();
    expect(await cache.get('uk', executor('a'))).toBe(2);

    let release!: () => void;
    const slow = new ReferenceCache<string, string>(['products'], (_key, db) =>
      (db as unknown as { name: string }).name === 'slow' ? new Promise((r) => (release = () => r('old'))) : Promise.resolve('new'),
    );
    const before = slow.get('uk', executor('slow'));
    slow.clear();
    release();
    expect(await before).toBe('old');
    expect(await slow.get('uk', executor('fast'))).toBe('new');
  });
});
