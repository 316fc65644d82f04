import type { Grocery } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { Card, Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** One card of rows: name and "<energy> kcal / 100g", with optional actions per row. */
export function GroceryRows({
  groceries,
  actions,
  showPublicTag = false,
}: {
  groceries: Grocery[];
  actions?: (grocery: Grocery) => ReactNode;
  showPublicTag?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <ul aria-label={t.groceries.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {groceries.map((grocery, index) => (
          <li
            key={grocery.id}
            data-testid="grocery-row"
            style={{
              padding: '12px 16px',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Flex align="center" justify="space-between" gap={12}>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {grocery.name}
                  {showPublicTag && grocery.isPublic ? (
                    <Tag color="blue" style={{ marginInlineStart: 8 }}>
                      {t.groceries.public}
                    </Tag>
                  ) : null}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t.groceries.energyPer100(grocery.energy)}
                </Typography.Text>
              </div>
              {actions ? (
                <Flex gap={4} style={{ flexShrink: 0 }}>
                  {actions(grocery)}
                </Flex>
              ) : null}
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
