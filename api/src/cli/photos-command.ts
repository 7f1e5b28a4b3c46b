import { cleanStoredPhotos } from '../files/clean-stored-photos';
import type { PhotoStorage } from '../files/photo-storage';
import { CliError, type CliOutput } from './cli-output';

/** `fcs photos clean`: re-encodes the photos stored before every upload was (see cleanStoredPhotos). */
export async function photosCommand(sub: string | undefined, ctx: { storage: PhotoStorage; out: CliOutput }): Promise<void> {
  if (sub !== 'clean') throw new CliError('Usage: pnpm fcs photos clean');
  const report = await cleanStoredPhotos(ctx.storage);
  ctx.out.line(
    `Photos checked: ${report.checked}; re-encoded without metadata: ${report.cleaned}; already clean: ${report.checked - report.cleaned - report.unreadable.length}`,
  );
  if (report.unreadable.length) ctx.out.line(`Not readable, left as they are (delete or replace them): ${report.unreadable.join(', ')}`);
}
