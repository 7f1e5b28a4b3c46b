import { Alert, Button } from 'antd';

/** Above a list that could not be loaded: what failed, and Retry. */
export function ListFailure({ title, description, onRetry }: { title: string; description?: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      title={title}
      description={description}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
