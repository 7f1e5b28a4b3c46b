import type { TextareaHTMLAttributes } from 'react';

/**
 * The tracking box: a native textarea drawn by index.html's CSS (`.fcs-textarea`, the theme's look).
 * antd's TextArea brings its form machinery (@rc-component/form, async-validator: ~20 KB gzipped),
 * and even the theme's tokens make the first render compute the whole antd theme.
 */
export function TrackingTextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className="fcs-textarea" />;
}
