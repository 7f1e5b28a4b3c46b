import { Alert, Button } from 'antd';
import { useMessageText } from '@fcs/runtime/i18n';
import { useUiText } from './ui-text';

/** Above a list that could not be loaded: what failed, and Retry. */
export function ListFailure({ title, description, onRetry }: { title: string; description?: string; onRetry: () => void }) {
  const { t } = useUiText();
  const message = useMessageText();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      title={title}
      description={description && message(description)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      }
    />
  );
}
