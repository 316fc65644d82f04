import type { Grocery } from '@organizator/shared/contract';
import {
  FlexBox,
  MutedText,
  Panel,
  StarterMark,
  useThemeToken,
  VisibilityMark,
} from '@organizator/shared/ui';
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
  const token = useThemeToken();
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
            <FlexBox align="center" justify="space-between" gap={12}>
              <div style={{ minWidth: 0 }}>
                <FlexBox align="center" gap={8} style={{ minWidth: 0 }}>
                  <strong
                    style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {grocery.name}
                  </strong>
                  {grocery.isStarter ? <StarterMark /> : null}
                  {showVisibility && !grocery.isStarter ? (
                    <VisibilityMark visibility={grocery.visibility} />
                  ) : null}
                </FlexBox>
                <MutedText>{t.groceries.energyPer100(grocery.energy)}</MutedText>
              </div>
              {actions ? (
                <FlexBox gap={4} style={{ flexShrink: 0 }}>
                  {actions(grocery)}
                </FlexBox>
              ) : null}
            </FlexBox>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
