export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export type CliOptions = Readonly<Record<string, string | undefined>>;

const FLAGS = new Set(['force', 'help']);

export function parseArguments(argv: readonly string[]): {
  command: string;
  file: string | undefined;
  options: CliOptions;
} {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (!argument.startsWith('--')) {
      positional.push(argument);
      continue;
    }
    const [name = '', inline] = argument.slice(2).split(/=(.*)/s);
    if (FLAGS.has(name)) {
      options[name] = 'true';
      continue;
    }
    const value = inline ?? argv[index + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new CliError(`Option --${name} needs a value.`, 2);
    options[name] = value;
    if (inline === undefined) index += 1;
  }
  return { command: positional[0] ?? 'help', file: positional[1], options };
}
