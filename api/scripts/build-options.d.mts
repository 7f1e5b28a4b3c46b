import type { BuildOptions } from 'esbuild';

export const API_DIR: string;
export function apiBuildOptions(options: { entryPoints: Record<string, string>; outdir: string; banner?: string }): BuildOptions;
