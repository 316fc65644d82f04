import { t } from '@organizator/shared/i18n';
import { Flex, Spin } from 'antd';

/** While a page's chunk or data loads. */
export function PageLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin aria-label={t.common.loading} />
    </Flex>
  );
}
