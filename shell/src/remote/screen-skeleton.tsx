import { Skeleton, Spin } from 'antd';

/**
 * What stands in a remote screen's place while its code loads: the shape of a page (a Back link, a
 * title, lines) for a whole screen, a small spinner for a block inside a page. Named for screen
 * readers by what is coming.
 */
export function ScreenSkeleton({ label, compact }: { label: string; compact?: boolean }) {
  if (compact) {
    return (
      <div role="status" aria-label={label} style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <Spin size="small" />
      </div>
    );
  }
  return (
    <div role="status" aria-label={label} style={{ maxWidth: 760, padding: '16px 0' }}>
      <Skeleton.Button active size="small" style={{ width: 72, marginBottom: 16 }} />
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 6 }} />
    </div>
  );
}
