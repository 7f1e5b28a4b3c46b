import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite-db';

/**
 * A template's dump as the Blob PGlite reads it, handing over the file's bytes as they are. Node 20's
 * own `Blob#arrayBuffer` copies a dump in 64 KB reads and joins them: about a second of CPU for the
 * seeded one, on every test file's database; a third of what opening one cost.
 */
class DumpBlob extends Blob {
  constructor(private readonly contents: Buffer) {
    super([], { type: 'application/x-tar' });
  }

  override get size() {
    return this.contents.byteLength;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.contents;
    return byteOffset === 0 && byteLength === buffer.byteLength
      ? (buffer as ArrayBuffer)
      : (buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}

/**
 * An in-memory PGlite for one test file, started from the run's template (make-templates.ts, made
 * by the global setup: FCS_TEST_TEMPLATES) when there is one, otherwise empty.
 */
export async function openTestPglite(template: 'migrated' | 'seeded'): Promise<Db> {
  const dir = process.env.FCS_TEST_TEMPLATES;
  const file = dir && path.join(dir, `${template}.tar`);
  return openPglite(null, file && existsSync(file) ? { from: new DumpBlob(readFileSync(file)) } : {});
}
