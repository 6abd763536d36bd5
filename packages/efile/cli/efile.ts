/**
 * Operator command line (the only part of the package that touches files):
 *   npm run efile -- validate FILE
 *   npm run efile -- convert FILE --to iris-xml|iris-csv [--out PATH] [--tcc --software-id
 *     --contact-name --contact-email --contact-phone | --config FILE]
 * Bad input gets one sentence and exit code 1; usage errors exit 2; never a stack trace.
 */
import { runConvert } from './convert-command.ts';
import { runValidate } from './validate-command.ts';
import { CliError, parseArguments } from './arguments.ts';

const USAGE = `Usage:
  npm run efile -- validate FILE [--max-problems N] [--schema DIR]
  npm run efile -- convert FILE --to iris-xml|iris-csv [--out PATH] [--tcc TCC] [--software-id ID]
                   [--contact-name NAME] [--contact-email EMAIL] [--contact-phone PHONE] [--config FILE] [--force]
                   [--schema DIR]
  --schema DIR: the IRIS intake schema folder (MSG, COMMON, FORM_TYPES); the shipped TY2025 one by default.`;

async function main(argv: readonly string[]): Promise<number> {
  const { command, file, options } = parseArguments(argv);
  if (command === 'help' || options.help !== undefined) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!file) throw new CliError(`Give a file to ${command}.\n${USAGE}`, 2);
  if (command === 'validate') return runValidate(file, options);
  if (command === 'convert') return runConvert(file, options);
  throw new CliError(`Unknown command "${command}".\n${USAGE}`, 2);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof CliError) {
      process.stderr.write(`efile: ${error.message}\n`);
      process.exitCode = error.exitCode;
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`efile: could not finish: ${message.split('\n')[0] ?? ''}\n`);
    process.exitCode = 1;
  },
);
