import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

/** The features by layer (dependency-cruiser's LAYERS), highest first, each with the front doors it opens. */
function drawHouse(): string {
  const config = readFileSync(path.join(root, '.dependency-cruiser.cjs'), 'utf8');
  const layers = JSON.parse(
    /const LAYERS = (\[[\s\S]*?\]);/
      .exec(config)![1]
      .replace(/'/g, '"')
      .replace(/,(\s*\])/g, '$1'),
  ) as string[][];
  const doors = (feature: string) =>
    ['domain', 'server', 'web'].filter((room) => existsSync(path.join(root, 'src/features', feature, room, 'index.ts'))).map((room) => room[0]);
  return layers
    .map((features, i) => `${String(i + 1).padStart(2)}  ${features.map((f) => `${f}[${doors(f).join('')}]`).join('  ')}`)
    .reverse()
    .join('\n');
}

describe('the architecture page', () => {
  it('draws the features and their front doors as the code has them', () => {
    const page = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const drawing = /<!-- house -->\n```\n([\s\S]*?)\n```/.exec(page)?.[1];
    expect(drawing).toBe(drawHouse());
  });
});
