// npm run fake -- <service> [--port N]: starts one fake partner server for local trials and prints its URL.
// Each service lives in src/<service>/index.ts and exports `startFake(options)`.
import fs from 'node:fs';
import path from 'node:path';

interface RunningFake {
  url: string;
  close(): Promise<void>;
}

const servicesDir = import.meta.dirname;
const services = fs
  .readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
  .filter((entry) => fs.existsSync(path.join(servicesDir, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

const [name, ...rest] = process.argv.slice(2);
const portIndex = rest.indexOf('--port');
const port = portIndex >= 0 ? Number(rest[portIndex + 1]) : 0;

if (!name || !services.includes(name) || !Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(
    `Usage: npm run fake -- <service> [--port N]\nServices: ${services.join(', ') || '(none yet)'}\n`,
  );
  process.exit(2);
}

const module = (await import(`./${name}/index.ts`)) as {
  startFake?: (options: { port: number; log?: (line: string) => void }) => Promise<RunningFake>;
};
if (typeof module.startFake !== 'function') {
  process.stderr.write(`The fake "${name}" does not export startFake.\n`);
  process.exit(2);
}
const fake = await module.startFake({ port, log: (line) => process.stdout.write(`${line}\n`) });
process.stdout.write(`Fake ${name} listening on ${fake.url} (Ctrl+C to stop)\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
