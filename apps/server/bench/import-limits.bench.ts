// Uploads that cannot take the server down: what reading an upload costs with the import limits in
// place. A 1,000-row 1099-NEC file the first time (the reading thread starts) and once warm; then
// how fast zip bombs are refused and how much memory the process reaches meanwhile.
import { parseImportFile } from '../src/features/imports/import-file.ts';
import { buildWorkbook, filingHeaders } from '../src/features/imports/import-test-files.ts';
import { sharedStringsBomb, sheetBomb } from '../src/features/imports/import-test-zips.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const rssMb = () => Math.round(process.memoryUsage().rss / MB);

const rows = Array.from({ length: 1000 }, (_, i) => ({
  "Payee's TIN": `27-${String(1000000 + i).slice(-7)}`,
  'TIN Type': 'EIN',
  'Business Name': `Vendor ${i}`,
  'Address Line 1': `${i} Main St`,
  City: 'Springfield',
  State: 'IL',
  Zip: '62701',
  'Box 1 Nonemployee Comp': 1000 + i + 0.25,
}));
const file = await buildWorkbook([
  { name: '1099-NEC 2025', headers: filingHeaders('Type_1099_NEC', 2025), rows },
]);

async function time(run: () => Promise<unknown>): Promise<{ ms: number; outcome: string }> {
  const started = performance.now();
  let outcome = 'read';
  try {
    await run();
  } catch (error) {
    outcome = `refused: ${(error as Error).message.split('.')[0] ?? ''}`;
  }
  return { ms: performance.now() - started, outcome };
}

const parse = (buffer: Buffer) => parseImportFile(buffer, { resource: 'filings', filingYear: 2025 });
const startRss = rssMb();
const cold = await time(() => parse(file));
let warm = Number.POSITIVE_INFINITY;
for (let i = 0; i < 5; i += 1) warm = Math.min(warm, (await time(() => parse(file))).ms);
process.stdout.write(
  `[limits] 1,000-row NEC file: ${cold.ms.toFixed(0)} ms with the reading thread starting, ${warm.toFixed(0)} ms warm (best of 5)\n`,
);

const bombs: [string, Buffer][] = [
  ['shared strings of 3 GB, stated', await sharedStringsBomb(3 * GB)],
  ['shared strings of 3 GB, stating 4 KB', await sharedStringsBomb(3 * GB, 4096)],
  ['sheet of 400 MB, stating 20 MB', await sheetBomb(400 * MB, 20 * MB)],
];
let peak = rssMb();
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 10);
for (const [name, bomb] of bombs) {
  const result = await time(() => parse(bomb));
  process.stdout.write(
    `[limits] ${name} (${(bomb.length / MB).toFixed(1)} MB file): ${result.outcome} in ${result.ms.toFixed(0)} ms\n`,
  );
}
const together = await time(() => Promise.all(bombs.map(([, bomb]) => parse(bomb))));
clearInterval(sampler);
process.stdout.write(
  `[limits] all three at once: ${together.ms.toFixed(0)} ms; rss ${startRss} MB at start, peak ${peak} MB while refusing, ${rssMb()} MB after\n`,
);
