import { t } from '@organizator/shared/i18n';
import { EmptyState } from '@organizator/shared/ui';
import { Button, Flex, Spin } from 'antd';

/** Loading spinner and load-failure panel (with retry) for a page's main query. */
export function QueryState({
  isError,
  errorTitle,
  onRetry,
}: {
  isError: boolean;
  errorTitle: string;
  onRetry: () => void;
}) {
  if (isError) {
    return (
      <EmptyState text={errorTitle} action={<Button onClick={onRetry}>{t.common.retry}</Button>} />
    );
  }
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin aria-label={t.common.loading} />
    </Flex>
  );
}
