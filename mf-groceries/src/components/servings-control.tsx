import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { RECIPE_SERVINGS_MAX } from '@organizator/shared/contract';
import { FlexBox, KitButton } from '@organizator/shared/ui';
import { t } from '../texts';

/** − n + : how many servings the page shows the ingredients for. */
export function ServingsControl({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <FlexBox align="center" gap={8} role="group" aria-label={t.recipes.servingsShown}>
      <KitButton
        icon={<MinusOutlined />}
        aria-label={t.recipes.fewer}
        title={t.recipes.fewer}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      />
      <output
        aria-live="polite"
        data-testid="servings-shown"
        style={{ minWidth: 88, textAlign: 'center' }}
      >
        {t.recipes.servingsOf(value)}
      </output>
      <KitButton
        icon={<PlusOutlined />}
        aria-label={t.recipes.more}
        title={t.recipes.more}
        disabled={value >= RECIPE_SERVINGS_MAX}
        onClick={() => onChange(value + 1)}
      />
    </FlexBox>
  );
}
