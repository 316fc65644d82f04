import { CheckOutlined } from '@ant-design/icons';
import type { PlannedEntry } from '@organizator/shared/contract';
import { formatNumber, parseNumber } from '@organizator/shared/i18n';
import { FlexBox, KitButton, MutedText, TextInput, useThemeToken } from '@organizator/shared/ui';
import { type ReactNode, useId, useState } from 'react';
import { DEFAULT_PORTION, isLoggable } from '../domain/planned';
import { t } from '../texts';

/** The team's planned amount: "2 porcije" of a recipe, "300 g" of a grocery. */
const teamAmount = (planned: PlannedEntry) =>
  planned.servings !== null
    ? t.plan.servings(planned.servings)
    : planned.grams !== null
      ? t.plan.grams(planned.grams)
      : '';

/**
 * A dish of the team's menu for this meal, not eaten yet: dashed and muted, labelled "Planirano".
 * One tap logs the member's own portion (one serving, or 100 g; editable before the tap, and after
 * it like any entry).
 */
export function PlannedRow({
  planned,
  onLog,
  pot,
}: {
  planned: PlannedEntry;
  onLog: (quantity: number) => void;
  /** The household's pot of this dish ("Uzmi iz lonca"), or "Skuhano" for a recipe not cooked yet. */
  pot?: ReactNode;
}) {
  const token = useThemeToken();
  const id = useId();
  const [amount, setAmount] = useState(formatNumber(DEFAULT_PORTION));
  const quantity = parseNumber(amount);
  const valid = quantity > 0 && quantity <= 1000;
  const loggable = isLoggable(planned);
  const kcal = planned.nutrition && valid ? Math.round(planned.nutrition.energy * quantity) : null;
  return (
    <li
      data-testid="planned-entry"
      style={{
        margin: '8px 0 0',
        padding: 8,
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        color: token.colorTextSecondary,
        background: token.colorFillQuaternary,
      }}
    >
      <FlexBox align="center" justify="space-between" gap={8} wrap>
        <div style={{ minWidth: 0, flex: '1 1 160px' }}>
          <MutedText small style={{ textTransform: 'uppercase', letterSpacing: 0.5 }}>
            {t.plan.plannedLabel}
          </MutedText>
          <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{planned.name}</span>
          <MutedText small>
            {t.plan.plannedFor(teamAmount(planned))}
            {kcal !== null ? ` · ${t.diary.kcalOf(kcal)}` : ''}
            {loggable ? '' : ` · ${t.plan.notLoggable}`}
          </MutedText>
        </div>
        {loggable ? (
          <FlexBox align="center" gap={6} style={{ flexShrink: 0 }}>
            <label htmlFor={id} style={{ position: 'absolute', left: -10_000 }}>
              {t.plan.portionAmount(planned.name)}
            </label>
            <TextInput
              id={id}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={setAmount}
              status={valid ? '' : 'error'}
              style={{ width: 124 }}
              suffix={
                planned.portion === 'serving' ? t.plan.portionUnitServing : t.plan.portionUnit100g
              }
            />
            <KitButton
              icon={<CheckOutlined />}
              disabled={!valid}
              aria-label={t.plan.logPortionLabel(planned.name)}
              onClick={() => onLog(quantity)}
              data-testid="log-planned"
            >
              {t.plan.logPortion}
            </KitButton>
          </FlexBox>
        ) : null}
      </FlexBox>
      {pot}
    </li>
  );
}
