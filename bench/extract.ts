// npx tsx bench/extract.ts: how long reading a shop page takes when its JSON-LD is huge (50 000 nodes before
// the product). The tests check that the node budget stops the walk (no product found past it); this, how fast.
//   BENCH_ROUNDS  pages read (default 20)
import { extractProduct } from '../apps/api/src/modules/scan/extract.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const wide = [
  ...Array.from({ length: 50_000 }, () => ({ '@type': 'Thing' })),
  { '@type': 'Product', name: 'Tarde' },
];
const html = `<html><head><title>Título</title><script type="application/ld+json">${JSON.stringify(wide)}</script></head></html>`;

const times: number[] = [];
for (let i = 0; i < rounds; i++) {
  const started = process.hrtime.bigint();
  extractProduct(html, 'https://tienda.example/p');
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
times.sort((a, b) => a - b);
console.log(
  `extractProduct, 50 000-node JSON-LD: median ${(times[Math.floor(rounds / 2)] ?? Number.NaN).toFixed(1)} ms, max ${(times.at(-1) ?? Number.NaN).toFixed(1)} ms (${rounds} rounds)`,
);
