// npm run reset: forget the embedded database so the next start migrates and seeds a new one.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}; the next npm start creates a fresh database.`);
