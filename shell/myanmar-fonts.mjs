// The Myanmar web font the shell serves itself (issue 24): Noto Sans Myanmar (SIL Open Font License)
// from the @fontsource package, its Myanmar-block subset only, in the two weights the portal draws
// (400; 600 and 700 use the 700). Declared with a unicode-range in index.html, the browser fetches it
// only when Burmese text is on screen, whatever the language chosen (a staff screen showing a
// Burmese SMS too); an English page fetches nothing. The language switch's own "မြန်မာ" is drawn by
// a subset of a few glyphs inlined as a data URL, so that offering Burmese fetches no font either.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const FILES = path.join(path.dirname(require.resolve('@fontsource/noto-sans-myanmar/package.json')), 'files');
// The Myanmar block and what its text needs (ZWNJ/ZWJ, the dotted circle), as @fontsource's subset.
export const MYANMAR_RANGE = 'U+1000-109F,U+200C-200D,U+25CC,U+A92E,U+A9E0-A9FE,U+AA60-AA7F,U+116D0-116E3';
export const LABEL = 'မြန်မာ';

const weights = [400, 700].map((weight) => {
  const bytes = fs.readFileSync(path.join(FILES, `noto-sans-myanmar-myanmar-${weight}-normal.woff2`));
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { weight, bytes, file: `fonts/noto-sans-myanmar-${weight}.${hash}.woff2` };
});

/** The @font-face rules of index.html (the label's font made from the same 400 file). */
export async function myanmarFontFaces(publicPath = '/') {
  const label = await subsetFont(weights[0].bytes, LABEL, { targetFormat: 'woff2' });
  const labelRange = [...new Set([...LABEL].map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase()}`))].join(',');
  return [
    ...weights.map(
      (w) =>
        `@font-face{font-family:'Noto Sans Myanmar';font-style:normal;font-weight:${w.weight};font-display:swap;` +
        `src:url(${publicPath}${w.file}) format('woff2');unicode-range:${MYANMAR_RANGE}}`,
    ),
    `@font-face{font-family:'FCS Myanmar Label';font-style:normal;font-weight:400;font-display:swap;` +
      `src:url(data:font/woff2;base64,${Buffer.from(label).toString('base64')}) format('woff2');unicode-range:${labelRange}}`,
  ].join('\n');
}

/** Emits the font files under fonts/ with their content hash (cached for a year like every hashed file). */
export function emitMyanmarFonts(rspack) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('myanmar-fonts', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'myanmar-fonts', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const w of weights) compilation.emitAsset(w.file, new rspack.sources.RawSource(w.bytes));
        });
      });
    },
  };
}
