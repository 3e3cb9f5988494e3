/**
 * Plain map tiles served by the shop itself, so the service point map works offline and under the
 * page's CSP (img-src 'self'): a light ground with a few deterministic "streets" per tile.
 */
export function sandboxTile(z: number, x: number, y: number): string {
  let seed = (z * 73856093) ^ (x * 19349663) ^ (y * 83492791);
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % 256;
  };
  const lines: string[] = [];
  const count = z >= 12 ? 4 : 2;
  for (let i = 0; i < count; i++) {
    const a = next();
    const b = next();
    lines.push(i % 2 === 0 ? `<path d="M0 ${a} L256 ${b}"/>` : `<path d="M${a} 0 L${b} 256"/>`);
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
    '<rect width="256" height="256" fill="#eef0ea"/>' +
    `<g stroke="#ffffff" stroke-width="${z >= 14 ? 8 : 5}" fill="none">${lines.join('')}</g>` +
    '<rect width="256" height="256" fill="none" stroke="#e0e3dc" stroke-width="1"/>' +
    '</svg>'
  );
}
