import Fastify, { type FastifyInstance } from 'fastify';
import { repeatWhileUp } from './repeat-while-up';

/** A bare app whose warnings are kept, to read what a failed run logged. */
function appKeepingWarnings() {
  const warnings: Record<string, unknown>[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } } });
  return { app, warnings };
}

describe('repeatWhileUp: background work every so often while the app is up', () => {
  let app: FastifyInstance;
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  it('runs every interval, never twice at once, and stops when the app closes', async () => {
    ({ app } = appKeepingWarnings());
    let runs = 0;
    let finish: () => void = () => {};
    const run = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        finish = resolve;
      });
    repeatWhileUp(app, { everyMs: 1_000, run, failureCode: 'x_failed', failureMessage: 'x' });
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // The first run is still going: the next ticks are skipped.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    finish();
    await app.close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('logs a failed run by its code and the error’s name only, and runs again at the next tick', async () => {
    const kept = appKeepingWarnings();
    app = kept.app;
    let runs = 0;
    repeatWhileUp(app, {
      everyMs: 1_000,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new TypeError('card 4111111111111111 refused');
      },
      failureCode: 'sweep_failed',
      failureMessage: 'sweep not done this time',
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(kept.warnings).toEqual([expect.objectContaining({ level: 40, code: 'sweep_failed', reason: 'TypeError', msg: 'sweep not done this time' })]);
    expect(JSON.stringify(kept.warnings)).not.toContain('4111');
  });
});
