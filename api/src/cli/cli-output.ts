/** Where a command writes: its lines, and its errors (a person reads both). */
export interface CliOutput {
  line(text: string): void;
  error(text: string): void;
}

export const consoleOutput: CliOutput = {
  line: (text) => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
};

/** A refusal a person can act on: printed as it is, exit code 1. */
export class CliError extends Error {}
