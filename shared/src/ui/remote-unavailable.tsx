import { Button, Result } from 'antd';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of the portal is unavailable';

export const remoteUnavailableText = (name: string) => `${name} could not be loaded. Check your connection and try again.`;

export interface RemoteUnavailableProps {
  /** What failed, in the words of the menu, e.g. "My Packages". */
  name: string;
  onRetry?: () => void;
  /** A smaller block for a widget inside a page rather than a whole screen. */
  compact?: boolean;
}

/** The Result's title as a heading (the page's h1 in place of a screen), looking as before. */
const TITLE = { font: 'inherit', color: 'inherit', margin: 0 } as const;

/** What a screen shows in place of a remote part that could not be loaded or crashed. */
export function RemoteUnavailable({ name, onRetry, compact }: RemoteUnavailableProps) {
  return (
    <Result
      status="warning"
      role="region"
      aria-label={REMOTE_UNAVAILABLE_TITLE}
      title={compact ? <h2 style={TITLE}>{REMOTE_UNAVAILABLE_TITLE}</h2> : <h1 style={TITLE}>{REMOTE_UNAVAILABLE_TITLE}</h1>}
      subTitle={remoteUnavailableText(name)}
      style={compact ? { padding: '16px 8px' } : undefined}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        ) : null
      }
    />
  );
}
