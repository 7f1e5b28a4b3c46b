import { Button, Result } from 'antd';
import { useUiText } from './ui-text';

export interface RemoteUnavailableProps {
  /** What failed, in the words of the menu, e.g. "My Packages". */
  name: string;
  onRetry?: () => void;
  /** A smaller block for a widget inside a page rather than a whole screen. */
  compact?: boolean;
  /** The part was built for a newer runtime than this portal's (the shell's) gives. */
  needsNewerPortal?: boolean;
}

/** The Result's title as a heading (the page's h1 in place of a screen), looking as before. */
const TITLE = { font: 'inherit', color: 'inherit', margin: 0 } as const;

/** What a screen shows in place of a remote part that could not be loaded or crashed. */
export function RemoteUnavailable({ name, onRetry, compact, needsNewerPortal }: RemoteUnavailableProps) {
  const { t } = useUiText();
  const title = t('remote.unavailable');
  return (
    <Result
      status="warning"
      role="region"
      aria-label={title}
      title={compact ? <h2 style={TITLE}>{title}</h2> : <h1 style={TITLE}>{title}</h1>}
      subTitle={needsNewerPortal ? t('remote.needsNewerPortal') : t('remote.couldNotLoad', { name })}
      style={compact ? { padding: '16px 8px' } : undefined}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        ) : null
      }
    />
  );
}
