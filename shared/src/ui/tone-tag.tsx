import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { TONES, type Tone } from './tones';

export { TONES, type Tone };

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
