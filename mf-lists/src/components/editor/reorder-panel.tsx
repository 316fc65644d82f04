import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { type Category, categoryLabel } from '@organizator/shared/domain';
import { FlexBox, Heading, KitButton, MutedText } from '@organizator/shared/ui';
import { moveCategory } from '../../domain/reorder';
import { t } from '../../texts';
import { useTokens } from '../tokens';

interface ReorderPanelProps {
  order: readonly Category[];
  onChange: (order: readonly Category[]) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Reorder mode (docs/product.md (#screens, #behaviour)): up/down per category (a move past an end is ignored), then save. */
export function ReorderPanel({ order, onChange, onSave, onCancel }: ReorderPanelProps) {
  const token = useTokens();
  return (
    <section aria-label={t.lists.reorderTitle} data-testid="reorder-panel">
      <Heading level={4} style={{ margin: '16px 0 12px' }}>
        {t.lists.reorderTitle}
      </Heading>
      {order.length === 0 ? (
        <p style={{ margin: '0 0 12px' }}>
          <MutedText>{t.lists.noCategories}</MutedText>
        </p>
      ) : (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {order.map((category, index) => {
            const label = categoryLabel(category);
            return (
              <li
                key={category}
                data-testid="reorder-row"
                style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}
              >
                <FlexBox align="center" gap={8} style={{ minHeight: 48 }}>
                  <span style={{ flex: 1, color: token.colorText }}>{label}</span>
                  <KitButton
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={t.lists.moveUp(label)}
                    onClick={() => onChange(moveCategory(order, index, -1))}
                  />
                  <KitButton
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={t.lists.moveDown(label)}
                    onClick={() => onChange(moveCategory(order, index, 1))}
                  />
                </FlexBox>
              </li>
            );
          })}
        </ol>
      )}
      <FlexBox gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        <KitButton onClick={onCancel}>{t.lists.cancelReorder}</KitButton>
        <KitButton type="primary" onClick={onSave} disabled={order.length === 0}>
          {t.lists.saveOrder}
        </KitButton>
      </FlexBox>
    </section>
  );
}
