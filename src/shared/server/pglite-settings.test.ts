import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from './db';

describe('the embedded database’s settings', () => {
  it('opens with small shared buffers, on a new database and on one reopened from disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-pglite-settings-'));
    try {
      for (let open = 0; open < 2; open++) {
        const handle = await openPglite(dir);
        const result = (await handle.db.execute(sql`select current_setting('shared_buffers') as value`)) as unknown as { rows: { value: string }[] };
        expect(result.rows[0].value).toBe('32MB');
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
