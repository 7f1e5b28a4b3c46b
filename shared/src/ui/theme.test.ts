import { contrastRatio } from './contrast';
import { fcsTheme } from './theme';
import { TONES } from './tone-tag';

// WCAG 1.4.3: text at 4.5:1 or more. antd's defaults miss it for placeholders, hints and tags.
const WHITE = '#ffffff';
/** A table header's and a disabled field's tint (antd's colorFillAlter and colorBgContainerDisabled). */
const TINTS = ['#fafafa', '#f5f5f5'];

describe('the theme reads at 4.5:1', () => {
  const token = fcsTheme.token!;
  it.each(['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorLink', 'colorError'] as const)(
    '%s on white and on the light tints',
    (name) => {
      for (const background of [WHITE, ...TINTS]) expect(contrastRatio(token[name] as string, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
  it('the primary and success colours on their own tints (a selected menu entry, a success alert)', () => {
    expect(contrastRatio(token.colorPrimary!, token.colorPrimaryBg!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorPrimary!, token.colorPrimaryBgHover!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorSuccess!, token.colorSuccessBg!)).toBeGreaterThanOrEqual(4.5);
  });
  it('white on the primary colour (primary buttons)', () => {
    expect(contrastRatio(WHITE, token.colorPrimary!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('every tag tone reads at 4.5:1 on its own background', () => {
  it.each(Object.entries(TONES))('%s', (_, tone) => {
    expect(contrastRatio(tone.text, tone.background)).toBeGreaterThanOrEqual(4.5);
  });
  it('antd’s own gold text would not (the reason for the tones)', () => {
    expect(contrastRatio('#d48806', TONES.gold.background)).toBeLessThan(4.5);
  });
});
