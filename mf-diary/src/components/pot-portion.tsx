import { FireOutlined } from '@ant-design/icons';
import type { Pot } from '@organizator/shared/contract';
import { formatNumber, parseNumber } from '@organizator/shared/i18n';
import { FlexBox, KitButton, MutedText, TextInput } from '@organizator/shared/ui';
import { useId, useState } from 'react';
import { POT_SHARES, shareOf } from '../domain/pot-portion';
import { t } from '../texts';

/**
 * "Uzmi iz lonca" under a planned dish that has a pot: what is left for the team, who took how
 * much, and the member's portion in grams (first the fair default; "pola" and "trećina" of the
 * cooked dish fill it in).
 */
export function PotPortion({
  pot,
  suggested,
  servings,
  onTake,
  busy,
}: {
  pot: Pot;
  suggested: number;
  /** The recipe's servings, when the member sees the recipe: "1 porcija" is the pot over them. */
  servings?: number;
  onTake: (grams: number) => void;
  busy: boolean;
}) {
  const id = useId();
  const [amount, setAmount] = useState(formatNumber(suggested));
  const grams = parseNumber(amount);
  const valid = grams >= 0.1 && grams <= pot.left + 0.05;
  const kcal = valid ? Math.round((pot.per100g.energy * grams) / 100) : null;
  const eaters = pot.portions.map((p) => t.plan.potPortionOf(p.name, p.grams)).join(', ');
  return (
    <div data-testid="pot-portion" style={{ marginTop: 6 }}>
      <MutedText small data-testid="pot-left">
        {t.plan.potLabel}: {t.plan.potLeft(pot.left, pot.cookedWeight)}
        {kcal !== null ? ` · ${t.diary.kcalOf(kcal)}` : ''}
      </MutedText>
      {eaters ? (
        <MutedText small style={{ display: 'block' }}>
          {t.plan.potEaters(eaters)}
        </MutedText>
      ) : null}
      <FlexBox align="center" gap={6} wrap style={{ marginTop: 4 }}>
        {POT_SHARES.map(({ key, divisor }) => (
          <KitButton
            key={key}
            size="small"
            onClick={() => setAmount(formatNumber(shareOf(pot, divisor)))}
          >
            {key === 'half' ? t.plan.potHalf : t.plan.potThird}
          </KitButton>
        ))}
        {servings ? (
          <KitButton size="small" onClick={() => setAmount(formatNumber(shareOf(pot, servings)))}>
            {t.plan.servings(1)}
          </KitButton>
        ) : null}
        <label htmlFor={id} style={{ position: 'absolute', left: -10_000 }}>
          {t.plan.potGramsLabel(pot.name)}
        </label>
        <TextInput
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={setAmount}
          status={valid ? '' : 'error'}
          style={{ width: 110 }}
          suffix="g"
        />
        <KitButton
          type="primary"
          icon={<FireOutlined />}
          disabled={!valid || busy}
          aria-label={t.plan.potTakeLabel(pot.name)}
          onClick={() => onTake(Math.min(grams, pot.left))}
          data-testid="take-from-pot"
        >
          {t.plan.potTake}
        </KitButton>
      </FlexBox>
    </div>
  );
}

/** "Skuhano" under a planned recipe without a pot yet: the cooked dish's weight, then a tap. */
export function CookPot({
  name,
  defaultWeight,
  onCook,
  busy,
}: {
  name: string;
  defaultWeight: number | null;
  onCook: (cookedWeight: number) => void;
  busy: boolean;
}) {
  const id = useId();
  const [amount, setAmount] = useState(defaultWeight === null ? '' : formatNumber(defaultWeight));
  const weight = parseNumber(amount);
  const valid = weight >= 1 && weight <= 100_000;
  return (
    <FlexBox align="center" gap={6} wrap style={{ marginTop: 6 }} data-testid="cook-pot">
      <label htmlFor={id} style={{ position: 'absolute', left: -10_000 }}>
        {t.plan.potWeightLabel(name)}
      </label>
      <TextInput
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={setAmount}
        status={amount === '' || valid ? '' : 'error'}
        style={{ width: 120 }}
        suffix="g"
      />
      <KitButton
        disabled={!valid || busy}
        aria-label={t.plan.potCookLabel(name)}
        onClick={() => onCook(weight)}
        data-testid="cook-pot-button"
      >
        {t.plan.potCook}
      </KitButton>
    </FlexBox>
  );
}
