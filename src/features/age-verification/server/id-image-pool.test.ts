import { readFileSync } from 'node:fs';
import { FILE_DIMENSIONS_MESSAGE, FILE_TYPE_MESSAGE } from '../../../shared/domain/validation/messages';
import { sandboxImage } from '../providers/sandbox-images';
import { readIdImage } from './id-image';
import { IdImagePool, IdImagePoolBusy, idImagePoolOptions } from './id-image-pool';

const fixture = (name: string) => readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url));

describe('the ID image worker pool', () => {
  let pool: IdImagePool;
  afterEach(async () => {
    await pool?.close();
  });

  it('answers as the in-thread reader does: the re-encoded image, or the same failure', async () => {
    pool = new IdImagePool({ size: 1, maxQueue: 4, taskTimeoutMs: 15_000 });
    const valid = fixture('sandbox-valid-id.png');
    const read = await pool.readIdImage(valid);
    const here = readIdImage(valid);
    expect(read.ok && here.ok).toBe(true);
    if (read.ok && here.ok) {
      expect(read.image).toMatchObject({ mimeType: 'image/png', width: here.image.width, height: here.image.height });
      expect(Buffer.from(read.image.data).equals(Buffer.from(here.image.data))).toBe(true);
      expect(await pool.looksLikeSandboxId(read.image)).toBe(true);
    }
    expect(await pool.readIdImage(Buffer.from('GIF89a not a photo'))).toEqual({ ok: false, failure: { code: 'file_type', message: FILE_TYPE_MESSAGE } });
    const jpeg = await pool.readIdImage(sandboxImage('other', 'jpeg'));
    expect(jpeg.ok && jpeg.image.mimeType).toBe('image/jpeg');
    if (jpeg.ok) expect(await pool.looksLikeSandboxId(jpeg.image)).toBe(false);
  });

  it('refuses a decompression bomb by its header, in the worker', async () => {
    pool = new IdImagePool({ size: 1, maxQueue: 4, taskTimeoutMs: 15_000 });
    const ihdr = Buffer.alloc(25);
    ihdr.writeUInt32BE(13, 0);
    ihdr.write('IHDR', 4, 'latin1');
    ihdr.writeUInt32BE(50_000, 8);
    ihdr.writeUInt32BE(50_000, 12);
    const bomb = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
    expect(await pool.readIdImage(bomb)).toEqual({
      ok: false,
      failure: { code: 'file_dimensions', message: FILE_DIMENSIONS_MESSAGE, parameters: { max: 10_000 } },
    });
  });

  it('holds a bounded queue: past it, a task is refused at once as busy; the others are answered', async () => {
    pool = new IdImagePool({ size: 1, maxQueue: 1, taskTimeoutMs: 15_000 });
    const valid = fixture('sandbox-valid-id.png');
    const results = await Promise.allSettled([pool.readIdImage(valid), pool.readIdImage(valid), pool.readIdImage(valid)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(IdImagePoolBusy);
    expect(pool.load).toEqual({ running: 0, queued: 0 });
  });

  it('stops a task that overruns with its worker, answers it as unreadable, and carries on with a fresh worker', async () => {
    pool = new IdImagePool({ size: 1, maxQueue: 2, taskTimeoutMs: 600 });
    const large = sandboxImage('valid-id', 'png', 4000, 3000);
    const results = await Promise.all([pool.readIdImage(large), pool.readIdImage(fixture('sandbox-valid-id.png'))]);
    expect(results[0]).toEqual({ ok: false, failure: { code: 'file_type', message: FILE_TYPE_MESSAGE } });
    expect(results[1]).toMatchObject({ ok: true, image: { mimeType: 'image/png', width: 480, height: 300 } });
  });

  it('is sized from the settings: one worker per core across the server processes, at most 2, never fewer than 1', () => {
    const defaults = { maxQueue: 8, taskTimeoutMs: 15_000, serverProcesses: 1 };
    expect(idImagePoolOptions({ workers: 3, maxQueue: 0, taskTimeoutMs: 5000, serverProcesses: 1 })).toEqual({ size: 3, maxQueue: 0, taskTimeoutMs: 5000 });
    expect(idImagePoolOptions(defaults, 2)).toEqual({ size: 2, maxQueue: 8, taskTimeoutMs: 15_000 });
    expect(idImagePoolOptions(defaults, 8).size).toBe(2);
    expect(idImagePoolOptions(defaults, 1).size).toBe(1);
    // Two server processes on two cores: one worker each, one per core in all.
    expect(idImagePoolOptions({ ...defaults, serverProcesses: 2 }, 2).size).toBe(1);
    expect(idImagePoolOptions({ ...defaults, serverProcesses: 4 }, 2).size).toBe(1);
  });
});
