import { createHash } from 'node:crypto';

/** The shop keeps only the hash of an Express start key: the key itself is the browser's. */
export const startKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
