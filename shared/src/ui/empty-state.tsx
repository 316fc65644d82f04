import { Empty } from 'antd';
import type { ReactNode } from 'react';

export function EmptyState({ text, action }: { text: ReactNode; action?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {action}
    </Empty>
  );
}
