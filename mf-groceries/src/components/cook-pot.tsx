import { FireOutlined } from '@ant-design/icons';
import { errorMessage, potsApi } from '@organizator/shared/client';
import type { Recipe } from '@organizator/shared/contract';
import { dayjs, formatNumber, parseNumber } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import {
  DateInput,
  Field,
  FlexBox,
  KitButton,
  MutedText,
  Panel,
  TextInput,
} from '@organizator/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { t } from '../texts';

const inRange = (value: number) => value >= 1 && value <= 100_000;
const gramsOk = (value: number) => value >= 0.1 && value <= 100_000;

/**
 * "Skuhano" from a recipe: the day, the cooked dish's weight (the recipe's by default) and the
 * ingredients as really cooked; saved as the team's pot, from which each member takes a portion.
 */
export function CookPot({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const ids = useId();
  const client = useQueryClient();
  const [date, setDate] = useState(dayjs().format('YYYY-MM-DD'));
  const [weight, setWeight] = useState(
    recipe.cookedWeight === null ? '' : formatNumber(recipe.cookedWeight),
  );
  const [amounts, setAmounts] = useState(recipe.ingredients.map((i) => formatNumber(i.grams)));
  const cook = useMutation({
    mutationFn: () =>
      potsApi.cook({
        recipeId: recipe.id,
        date,
        cookedWeight: parseNumber(weight),
        ingredients: recipe.ingredients.map((i, n) => ({
          groceryId: i.groceryId,
          grams: parseNumber(amounts[n]),
        })),
      }),
    onSuccess: (pot) => {
      toast.success(t.recipes.cookDone(pot.left, pot.cookedWeight));
      onDone();
    },
    onError: (error) => toast.error(t.recipes.cookError, errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: queries.pots.all() }),
  });
  const weightValid = inRange(parseNumber(weight));
  const valid = weightValid && !!date && amounts.every((a) => gramsOk(parseNumber(a)));
  return (
    <Panel title={t.recipes.cookTitle} style={{ marginBottom: 16 }} data-testid="cook-pot">
      <MutedText small>{t.recipes.cookHelp}</MutedText>
      <FlexBox gap={12} wrap style={{ marginTop: 8 }}>
        <Field htmlFor={`${ids}-date`} label={t.recipes.cookDate} style={{ width: 180 }}>
          <DateInput id={`${ids}-date`} value={date} onChange={setDate} />
        </Field>
        <Field
          htmlFor={`${ids}-weight`}
          label={t.recipes.cookWeight}
          error={weight === '' || weightValid ? undefined : t.recipes.cookInvalid}
          style={{ width: 200 }}
        >
          <TextInput
            id={`${ids}-weight`}
            inputMode="decimal"
            autoComplete="off"
            value={weight}
            onChange={setWeight}
            status={weight === '' || weightValid ? '' : 'error'}
            suffix="g"
          />
        </Field>
      </FlexBox>
      <FlexBox gap={12} wrap>
        {recipe.ingredients.map((ingredient, n) => (
          <Field
            key={ingredient.groceryId}
            htmlFor={`${ids}-i${n}`}
            label={t.recipes.cookIngredientGrams(ingredient.name)}
            style={{ width: 180 }}
          >
            <TextInput
              id={`${ids}-i${n}`}
              inputMode="decimal"
              autoComplete="off"
              value={amounts[n] ?? ''}
              onChange={(value) =>
                setAmounts((all) => all.map((old, k) => (k === n ? value : old)))
              }
              status={gramsOk(parseNumber(amounts[n])) ? '' : 'error'}
              suffix="g"
            />
          </Field>
        ))}
      </FlexBox>
      <FlexBox gap={8}>
        <KitButton
          type="primary"
          icon={<FireOutlined />}
          disabled={!valid || cook.isPending}
          onClick={() => cook.mutate()}
          data-testid="cook-pot-save"
        >
          {t.recipes.cookSave}
        </KitButton>
        <KitButton onClick={onDone}>{t.recipes.cookCancel}</KitButton>
      </FlexBox>
    </Panel>
  );
}
