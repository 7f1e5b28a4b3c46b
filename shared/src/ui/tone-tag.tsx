import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The tag tones of the portal: antd's preset colours (their light background and border, so a status
 * keeps its hue), each with a text colour from a darker step of the same palette. antd writes the
 * text of gold, cyan, green and orange tags at step 7, under WCAG's 4.5:1 on their own background
 * (2.8 to 3.4); these steps reach it (`tone-tag.test.tsx` checks every one).
 */
export const TONES = {
  blue: { text: '#0958d9', background: '#e6f4ff' },
  gold: { text: '#874d00', background: '#fffbe6' },
  purple: { text: '#531dab', background: '#f9f0ff' },
  green: { text: '#237804', background: '#f6ffed' },
  cyan: { text: '#006d75', background: '#e6fffb' },
  orange: { text: '#ad4e00', background: '#fff7e6' },
  red: { text: '#cf1322', background: '#fff1f0' },
  default: { text: 'rgba(0, 0, 0, 0.88)', background: '#fafafa' },
} as const satisfies Record<string, { text: string; background: string }>;
export type Tone = keyof typeof TONES;

export interface ToneTagProps {
  tone: Tone;
  children: ReactNode;
  /** The value the tag stands for (e.g. a status), for tests and styles. */
  'data-status'?: string;
  style?: CSSProperties;
}

/** A coloured tag whose words read at 4.5:1 or more; the colour only repeats what the words say. */
export function ToneTag({ tone, children, style, ...rest }: ToneTagProps) {
  return (
    <Tag color={tone === 'default' ? undefined : tone} style={{ color: TONES[tone].text, ...style }} {...rest}>
      {children}
    </Tag>
  );
}
