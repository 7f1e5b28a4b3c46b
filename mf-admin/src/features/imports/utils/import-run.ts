import type { ImportStep } from '@fcs/runtime/client';
import type { ImportAnswer } from '@fcs/runtime/client';

/** Where an import stands on the screen. */
export type ImportRun =
  | { state: 'idle' }
  | { state: 'running'; dryRun: boolean; step: ImportStep | null }
  | { state: 'done'; dryRun: boolean; answer: ImportAnswer }
  | { state: 'failed'; dryRun: boolean; message: string };

/**
 * How far a run is, 0–100: the upload is the first half (or all of it while the api has said
 * nothing), the api's checking and writing the rest.
 */
export function percentOf(step: ImportStep | null): number {
  if (!step) return 0;
  if (step.step === 'upload') return step.total > 0 ? Math.round((45 * step.sent) / step.total) : 0;
  const part = step.total > 0 ? step.done / step.total : 1;
  const [from, width] = step.phase === 'writing' ? [70, 30] : step.phase === 'checking' ? [50, 20] : [45, 5];
  return Math.min(100, Math.round(from + width * part));
}

/** Bytes as a person reads them (1.2 MB). */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
