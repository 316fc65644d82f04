import type { Grocery } from '@organizator/shared/contract';
import { MutedText, Panel, StarterMark, VisibilityMark } from '@organizator/shared/ui';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../texts';

/** One panel of rows: name (with its team or public mark) and "<energy> kcal / 100g", with optional actions per row. */
export function GroceryRows({
  groceries,
  actions,
  showVisibility = false,
}: {
  groceries: Grocery[];
  actions?: (grocery: Grocery) => ReactNode;
  /** Mark team and public foods (the catalogue of one's own and the team's). */
  showVisibility?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Panel padding={0}>
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
                <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                  <strong
                    style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {grocery.name}
                  </strong>
                  {grocery.isStarter ? <StarterMark /> : null}
                  {showVisibility && !grocery.isStarter ? (
                    <VisibilityMark visibility={grocery.visibility} />
                  ) : null}
                </Flex>
                <MutedText>{t.groceries.energyPer100(grocery.energy)}</MutedText>
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
    </Panel>
  );
}
