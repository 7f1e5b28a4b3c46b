import { theme } from 'antd';
import { useState, type TextareaHTMLAttributes } from 'react';

/**
 * The tracking box: a native textarea drawn with the antd theme's tokens. antd's TextArea brings
 * its form machinery (@rc-component/form, async-validator: ~20 KB gzipped) into the Track page's
 * first paint for a box that needs none of it (docs/decisions/0001-antd-sharing.md).
 */
export function TrackingTextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  return (
    <textarea
      {...props}
      onFocus={(e) => {
        setFocused(true);
        props.onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        props.onBlur?.(e);
      }}
      style={{
        width: '100%',
        boxSizing: 'border-box',
        resize: 'vertical',
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        font: 'inherit',
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${focused ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadius,
        outline: 'none',
        boxShadow: focused ? `0 0 0 2px ${token.colorPrimaryBg}` : 'none',
        transition: `border-color ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
      }}
    />
  );
}
