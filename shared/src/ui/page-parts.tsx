import { Flex, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// Small themed building blocks in place of antd Typography and Card, which would bring Tooltip,
// Tabs, Menu and Dropdown into this remote's chunks (~30 KB gzip) for a heading and a box.

/** The root of a screen: the theme's font and text colour, whatever the host page's body uses. */
export function Page({ labelledBy, children, maxWidth }: { labelledBy: string; children: ReactNode; maxWidth?: number }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby={labelledBy}
      style={{
        padding: 16,
        maxWidth,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        color: token.colorText,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </section>
  );
}

/** A react-router link in the theme's link colour. */
export function useLinkStyle(): CSSProperties {
  const { token } = theme.useToken();
  return { color: token.colorLink };
}

/** The page's one h1: the shell moves focus to it on a route change. */
export function PageTitle({ id, children, flush }: { id?: string; children: ReactNode; flush?: boolean }) {
  const { token } = theme.useToken();
  return (
    <h1
      id={id}
      style={{ margin: flush ? 0 : '0 0 12px', fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading }}
    >
      {children}
    </h1>
  );
}

/**
 * A title with its actions at the right, their middles on one line; the row keeps the title's
 * spacing. On a narrow screen the actions wrap under the title.
 */
function TitleRow({ title, margin, children }: { title: ReactNode; margin: CSSProperties['margin']; children?: ReactNode }) {
  return (
    <Flex wrap gap={12} justify="space-between" align="center" style={{ margin }}>
      {title}
      {children ? (
        <Flex wrap gap={8} align="center">
          {children}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** A screen's title with its actions at the right (TitleRow). */
export function PageHeader({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <TitleRow
      margin="0 0 12px"
      title={
        <PageTitle id={id} flush>
          {title}
        </PageTitle>
      }
    >
      {children}
    </TitleRow>
  );
}

/** A section's h2; `flush` leaves its spacing to a SectionHeader around it. */
export function SectionTitle({ id, children, flush }: { id?: string; children: ReactNode; flush?: boolean }) {
  const { token } = theme.useToken();
  return (
    <h2
      id={id}
      style={{ margin: flush ? 0 : SECTION_MARGIN, fontSize: token.fontSizeHeading5, fontWeight: 600, color: token.colorTextHeading }}
    >
      {children}
    </h2>
  );
}

const SECTION_MARGIN = '20px 0 8px';

/** A section's title with its actions at the right (TitleRow): the h2's uneven margins stay on the row. */
export function SectionHeader({ id, title, children }: { id?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <TitleRow
      margin={SECTION_MARGIN}
      title={
        <SectionTitle id={id} flush>
          {title}
        </SectionTitle>
      }
    >
      {children}
    </TitleRow>
  );
}

export function Muted({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary, ...style }}>{children}</span>;
}

export interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  /** Accessible name of the region. */
  label?: string;
}

/** A bordered box with an optional header line (title left, extra right). */
export function Panel({ title, extra, children, label }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={label}
      style={{
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        color: token.colorText,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {title || extra ? (
        <header
          style={{
            display: 'flex',
            gap: 8,
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '8px 12px',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            fontWeight: 600,
          }}
        >
          {/* Long tracking numbers wrap rather than run under the status. */}
          <div style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>{title}</div>
          {extra ? <div style={{ fontWeight: 400 }}>{extra}</div> : null}
        </header>
      ) : null}
      <div style={{ padding: 12 }}>{children}</div>
    </section>
  );
}
