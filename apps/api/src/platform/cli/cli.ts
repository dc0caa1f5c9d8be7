import { ConfigError } from '../config/config.js';
import { DomainError } from '../lib/domain-error.js';

/** Rows of text cells as aligned columns (two spaces apart), the header first: the commands' listings. */
export function textTable(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  return [header, ...lines]
    .map((cells) =>
      cells
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Run a command's `main` and exit with the code it answers; a failure prints its message (a
 * configuration error, a domain error such as a refusal or an unavailable service, or an operator-facing
 * refusal: the message alone, anything else as thrown) and exits 1.
 */
export function runCli(
  main: () => Promise<number | void>,
  messageOnly: (error: unknown) => boolean = (e) => e instanceof ConfigError || e instanceof DomainError,
): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(messageOnly(error) && error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
