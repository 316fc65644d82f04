import type { DiaryMeal, Grocery, MealPlanEntry, Recipe } from '@organizator/shared/contract';
import {
  isSearchTermLongEnough,
  DIARY_MEALS as MEALS,
  newClientId,
} from '@organizator/shared/domain';
import { formatLongDate, parseNumber } from '@organizator/shared/i18n';
import {
  Dialog,
  Field,
  FlexBox,
  fieldMessageId,
  KitButton,
  MutedText,
  TextInput,
  useFoodSearch,
  useSubmitGuard,
  useThemeToken,
} from '@organizator/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../texts';
import { NativeSelect } from './native-select';
import { Segmented } from './segmented';

/** Results shown per kind: the list is for picking, not browsing. */
const RESULTS_MAX = 8;
const DEFAULT_GRAMS = 100;

type Food = { kind: 'recipe'; food: Recipe } | { kind: 'grocery'; food: Grocery };

export type EntryDialogTarget =
  | { mode: 'add'; date: string; meal: DiaryMeal }
  | { mode: 'edit'; date: string; entry: MealPlanEntry };

/**
 * Adding a recipe (servings) or a grocery (grams) to a day's meal, or changing an entry's amount,
 * day or meal. Days are those of the week shown.
 */
export function EntryDialog({
  target,
  days,
  onCancel,
  onSave,
}: {
  target: EntryDialogTarget;
  days: readonly string[];
  onCancel: () => void;
  /** Sends the entry; the dialog sends nothing more until what this returns has settled. */
  onSave: (entry: MealPlanEntry, date: string) => Promise<unknown>;
}) {
  const id = useId();
  const editing = target.mode === 'edit' ? target.entry : null;
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Food | null>(null);
  const [date, setDate] = useState(target.date);
  const [meal, setMeal] = useState<DiaryMeal>(
    editing?.meal ?? (target.mode === 'add' ? target.meal : 'lunch'),
  );
  const isRecipe = editing
    ? editing.recipeId !== null || editing.grams === null
    : chosen?.kind === 'recipe';
  const initialAmount = editing ? (editing.servings ?? editing.grams ?? 1) : null;
  const [amountText, setAmountText] = useState(
    initialAmount === null ? '' : String(initialAmount).replace('.', ','),
  );
  const [amountError, setAmountError] = useState<string | undefined>();
  // Mounted for one opening: a double click on its button saves the entry once.
  const guard = useSubmitGuard();
  const search = useFoodSearch(term, { enabled: !editing, withRecipes: true });

  const choose = (food: Food) => {
    setChosen(food);
    setAmountText(food.kind === 'recipe' ? '1' : String(DEFAULT_GRAMS));
    setAmountError(undefined);
  };
  const hasFood = editing !== null || chosen !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasFood) return;
    const amount = parseNumber(amountText);
    if (!(amount > 0)) {
      setAmountError(t.plan.amountInvalid);
      return;
    }
    if (editing) {
      guard(() =>
        onSave(
          {
            ...editing,
            meal,
            servings: editing.servings === null ? null : amount,
            grams: editing.grams === null ? null : amount,
          },
          date,
        ),
      );
      return;
    }
    if (!chosen) return;
    guard(() =>
      onSave(
        {
          id: newClientId(),
          meal,
          recipeId: chosen.kind === 'recipe' ? chosen.food.id : null,
          groceryId: chosen.kind === 'grocery' ? chosen.food.id : null,
          potId: null,
          name: chosen.food.name,
          servings: chosen.kind === 'recipe' ? amount : null,
          grams: chosen.kind === 'grocery' ? amount : null,
        },
        date,
      ),
    );
  };

  const title =
    target.mode === 'edit'
      ? t.plan.editTitle(target.entry.name)
      : t.plan.addTitle(formatLongDate(target.date), t.diary.meals[target.meal]);
  const formId = `${id}-form`;
  const amountId = `${id}-amount`;
  const dayId = `${id}-day`;
  return (
    <Dialog
      open
      title={title}
      okText={editing ? t.plan.save : t.plan.add}
      cancelText={t.common.cancel}
      okButtonProps={{ htmlType: 'submit', form: formId, disabled: !hasFood }}
      onCancel={onCancel}
    >
      <form id={formId} noValidate onSubmit={submit} data-testid="plan-entry-dialog">
        {editing || chosen ? (
          <FlexBox align="baseline" justify="space-between" gap={8} style={{ marginBottom: 12 }}>
            <strong>{editing?.name ?? chosen?.food.name}</strong>
            {chosen ? (
              <KitButton type="link" onClick={() => setChosen(null)}>
                {t.plan.chooseOther}
              </KitButton>
            ) : null}
          </FlexBox>
        ) : (
          <FoodSearch
            id={`${id}-search`}
            term={term}
            onTerm={setTerm}
            recipes={search.recipes.slice(0, RESULTS_MAX)}
            groceries={search.groceries.slice(0, RESULTS_MAX)}
            onChoose={choose}
          />
        )}
        {hasFood ? (
          <>
            <Field
              htmlFor={amountId}
              label={isRecipe ? t.plan.servingsLabel : t.plan.gramsLabel}
              error={amountError}
            >
              <TextInput
                id={amountId}
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                onChange={(value) => {
                  setAmountText(value);
                  setAmountError(undefined);
                }}
                status={amountError ? 'error' : ''}
                aria-describedby={fieldMessageId(amountId)}
              />
            </Field>
            <Field htmlFor={dayId} label={t.plan.dayLabel}>
              <NativeSelect
                id={dayId}
                value={date}
                onChange={setDate}
                options={days.map((d) => ({ value: d, label: formatLongDate(d) }))}
              />
            </Field>
            <Segmented<DiaryMeal>
              label={t.plan.mealLabel}
              value={meal}
              onChange={setMeal}
              options={MEALS.map((value) => ({ value, label: t.diary.meals[value] }))}
            />
          </>
        ) : null}
      </form>
    </Dialog>
  );
}

function FoodSearch({
  id,
  term,
  onTerm,
  recipes,
  groceries,
  onChoose,
}: {
  id: string;
  term: string;
  onTerm: (term: string) => void;
  recipes: Recipe[];
  groceries: Grocery[];
  onChoose: (food: Food) => void;
}) {
  const token = useThemeToken();
  const ready = isSearchTermLongEnough(term);
  const none = ready && recipes.length === 0 && groceries.length === 0;
  const group = (label: string, items: Food[]) =>
    items.length === 0 ? null : (
      <div style={{ marginBottom: 8 }}>
        <MutedText small>{label}</MutedText>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.food.id}>
              <button
                type="button"
                data-testid="plan-food-option"
                onClick={() => onChoose(item)}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  padding: '8px 4px',
                  border: 0,
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                  background: 'transparent',
                  color: token.colorText,
                  font: 'inherit',
                  cursor: 'pointer',
                }}
              >
                {item.food.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <>
      <Field htmlFor={id} label={t.plan.searchLabel} help={ready ? undefined : t.plan.searchHint}>
        <TextInput
          id={id}
          type="search"
          autoFocus
          autoComplete="off"
          placeholder={t.plan.searchPlaceholder}
          value={term}
          onChange={onTerm}
          allowClear
          aria-describedby={fieldMessageId(id)}
        />
      </Field>
      {ready ? (
        <>
          {group(
            t.plan.recipes,
            recipes.map((food) => ({ kind: 'recipe', food })),
          )}
          {group(
            t.plan.groceries,
            groceries.map((food) => ({ kind: 'grocery', food })),
          )}
          {none ? <MutedText>{t.plan.noResults}</MutedText> : null}
        </>
      ) : null}
    </>
  );
}
