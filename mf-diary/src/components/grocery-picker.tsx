import { SearchOutlined } from '@ant-design/icons';
import type { DiaryGrocery, DiaryMeal, Grocery, Recipe } from '@organizator/shared/contract';
import {
  DEFAULT_SERVINGS,
  DIARY_MEALS,
  isSearchTermLongEnough,
  NUTRITION_PACK,
  recentEntries,
} from '@organizator/shared/domain';
import { formatNumber, parseNumber } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { whenIdle } from '@organizator/shared/runtime';
import {
  Dialog,
  FlexBox,
  KitButton,
  LazyBarcodeScanner,
  Loading,
  MutedText,
  ScanButton,
  StarterMark,
  TextInput,
  useBarcodeScan,
  useFoodSearch,
  useOpeningDraft,
  useSubmitGuard,
  useThemeToken,
  VisibilityMark,
} from '@organizator/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Food } from '../domain/diary-edits';
import { t } from '../texts';
import { Segmented } from './segmented';

type AmountUnit = 'servings' | 'grams';
/** More servings than anyone eats of one food at once: the number was most likely meant in grams. */
const LIKELY_GRAMS = 20;
/** How long an opened picker's refresh of stale groceries may wait for an idle moment. */
const REFRESH_WITHIN_MS = 500;
/** One-tap foods shown before a search. */
const RECENT_FOODS = 6;

/**
 * A recipe as the food an entry copies: per serving, or per 100 g of the cooked dish when it is
 * logged in grams (only a recipe with a cooked weight has those values).
 */
function recipeFood(recipe: Recipe, unit: AmountUnit): Food {
  const inGrams = unit === 'grams' && recipe.per100g !== null;
  return {
    id: recipe.id,
    recipeId: recipe.id,
    name: recipe.name,
    ...(inGrams && recipe.per100g ? recipe.per100g : recipe.perServing),
    portion: inGrams ? 'grams' : 'serving',
  };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <FlexBox justify="space-between" gap={8}>
      <MutedText>{label}</MutedText>
      <span>{value}</span>
    </FlexBox>
  );
}

/** What one opening of the picker holds: the search, the food chosen, its amount and meal. */
interface PickerDraft {
  term: string;
  pickedFood: Food | null;
  /** The recipe picked from the search (its servings and cooked weight decide the units). */
  recipe: Recipe | null;
  /** The meal chosen in the picker (an entry being changed); null: the meal it was opened for. */
  chosenMeal: DiaryMeal | null;
  servingsText: string;
  unit: AmountUnit;
}

const freshDraft = (editing: DiaryGrocery | undefined): PickerDraft => ({
  term: '',
  pickedFood: editing ?? null,
  recipe: null,
  chosenMeal: editing?.meal ?? null,
  servingsText: editing ? formatNumber(editing.quantity, 3) : String(DEFAULT_SERVINGS),
  unit: 'servings',
});

/**
 * The plus of a meal (docs/product.md#screens): search by name prefix (>= 3 characters), then a servings count
 * (default 1) with the pack "100g / 100ml" and energy, fat, carbs and protein per pack.
 */
export function GroceryPicker({
  meal,
  onCancel,
  onAdd,
  editing,
  keptMounted = false,
}: {
  meal: DiaryMeal | null;
  onCancel: () => void;
  /** Sends the entry; this opening adds nothing more until what this returns has settled. */
  onAdd: (grocery: Food, quantity: number, meal: DiaryMeal) => Promise<unknown>;
  /** A logged entry to change (amount, meal) instead of adding a new one. */
  editing?: DiaryGrocery;
  /**
   * Rendered while closed and kept between openings (the meals' picker): opening it then shows
   * what is already in the page instead of mounting the dialog's content in the click.
   */
  keptMounted?: boolean;
}) {
  const token = useThemeToken();
  const open = meal !== null;
  // Every opening starts at the search for the meal whose plus was pressed (or at the entry being
  // changed), whatever the last opening left: the food chosen, the search, the amount, the meal.
  const [draft, setDraft, opening] = useOpeningDraft(open, () => freshDraft(editing));
  // A double click on "Dodaj" logs the food once.
  const guard = useSubmitGuard(opening);
  const { term, pickedFood, recipe, chosenMeal, servingsText, unit } = draft;
  const change = (part: Partial<PickerDraft>) => setDraft((now) => ({ ...now, ...part }));
  const setTerm = (value: string) => change({ term: value });
  const setChosenMeal = (value: DiaryMeal) => change({ chosenMeal: value });
  const setServingsText = (value: string) => change({ servingsText: value });
  const setUnit = (value: AmountUnit) => change({ unit: value });
  const targetMeal = chosenMeal ?? meal;
  // A kept picker starts reading its data once its first opening is painted (below), and reads it
  // from then on, closed too: subscribing in the click that opens it would start its requests
  // before the opening is painted, and subscribing when it is kept would bring them into the
  // day's own start. Until then it shows what the cache holds.
  const [keptReading, setKeptReading] = useState(false);
  const reading = keptMounted ? keptReading : meal !== null;
  const diaries = useQuery({ ...queries.diaries.days(), enabled: reading });
  const recent = recentEntries(diaries.data ?? [], RECENT_FOODS);
  const picked = recipe ? recipeFood(recipe, unit) : pickedFood;
  const pick = (food: Food | Grocery | null) => change({ recipe: null, pickedFood: food });
  const pickRecipe = (chosen: Recipe) => change({ recipe: chosen, unit: 'servings' });
  // A serving of a recipe is its own unit; grams are offered for groceries and for a recipe whose
  // cooked weight is known (an entry logged per 100 g of the dish).
  const unitChoice = recipe ? recipe.per100g !== null : picked?.portion !== 'serving';
  const recipeServing = picked?.portion === 'serving';
  const amount = parseNumber(servingsText);
  // The diary stores servings of 100 g / 100 ml (docs/product.md#constants); grams are a way of typing them.
  const servings = unit === 'grams' ? amount / 100 : amount;
  const validServings = servings > 0 && servings <= 1000;
  const looksLikeGrams = unitChoice && unit === 'servings' && amount > LIKELY_GRAMS;
  const {
    groceries,
    recipes,
    ownGroceries: mine,
    loading,
  } = useFoodSearch(term, { enabled: reading, withRecipes: true });
  const searching = isSearchTermLongEnough(term);
  const results = searching ? groceries : [];
  const recipeResults = searching ? recipes : [];
  const { openScanner, scanner } = useBarcodeScan(pick);

  const searchField = useRef<HTMLDivElement>(null);
  const client = useQueryClient();
  // A kept picker's field was mounted hidden, so its autoFocus did nothing: it takes the focus when
  // the picker opens (the dialog is shown by then: it shows itself in a layout effect). After the
  // next frame, once the page is idle, the opening brings stale groceries up to date, as a picker
  // mounted by its opening did (no live event tells of groceries others publish).
  useEffect(() => {
    if (!open || !keptMounted) return;
    searchField.current?.querySelector('input')?.focus();
    let cancelRefresh = () => {};
    const frame = requestAnimationFrame(() => {
      cancelRefresh = whenIdle(() => {
        setKeptReading(true);
        void client.refetchQueries({
          queryKey: queries.groceries.all(),
          type: 'active',
          stale: true,
        });
      }, REFRESH_WITHIN_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelRefresh();
    };
  }, [open, keptMounted, client]);

  return (
    <>
      <Dialog
        open={open}
        title={
          editing
            ? t.diary.editTitle(editing.name)
            : meal
              ? t.diary.pickerTitle(t.diary.meals[meal])
              : null
        }
        onCancel={onCancel}
        // Tidied once the closing has ended, unless it was opened again meanwhile (that opening
        // started afresh already, and may hold what is being typed).
        afterClose={() => {
          if (meal === null) setDraft(freshDraft(editing));
        }}
        footer={null}
        forceRender={keptMounted}
        destroyOnHidden={!keptMounted}
      >
        {picked ? (
          <FlexBox vertical gap={8} data-testid="picked-grocery">
            <strong style={{ fontSize: token.fontSizeHeading4 }}>
              {picked.name}
              {picked.isStarter ? <StarterMark /> : null}
            </strong>
            <Fact
              label={t.diary.pack}
              value={recipeServing ? t.diary.onePortion : NUTRITION_PACK}
            />
            <Fact label={t.diary.energy} value={t.diary.kcalOf(picked.energy)} />
            <Fact label={t.diary.fat} value={t.diary.grams(picked.fat)} />
            <Fact label={t.diary.carbs} value={t.diary.grams(picked.carb)} />
            <Fact label={t.diary.protein} value={t.diary.grams(picked.protein)} />
            {editing ? (
              <Segmented<DiaryMeal>
                label={t.diary.mealLabel}
                value={targetMeal ?? editing.meal}
                onChange={setChosenMeal}
                options={DIARY_MEALS.map((value) => ({ value, label: t.diary.meals[value] }))}
                style={{ marginTop: 8 }}
              />
            ) : null}
            {unitChoice ? (
              <Segmented<AmountUnit>
                label={t.diary.unitLabel}
                value={unit}
                onChange={setUnit}
                options={[
                  {
                    value: 'servings',
                    label: recipe ? t.diary.unitRecipeServings : t.diary.unitServings,
                  },
                  { value: 'grams', label: t.diary.unitGrams },
                ]}
                style={{ marginTop: 8 }}
              />
            ) : null}
            <FlexBox align="center" justify="space-between" gap={8}>
              <label htmlFor="diary-servings">
                {unit === 'grams'
                  ? t.diary.gramsAmount
                  : recipeServing
                    ? t.diary.recipeServings
                    : t.diary.servings}
              </label>
              <TextInput
                id="diary-servings"
                inputMode="decimal"
                autoComplete="off"
                value={servingsText}
                status={validServings ? undefined : 'error'}
                onChange={setServingsText}
                style={{ width: 120 }}
              />
            </FlexBox>
            {looksLikeGrams ? (
              <FlexBox align="center" justify="space-between" gap={8} wrap role="status">
                <MutedText>{t.diary.manyServings(formatNumber(amount * 100))}</MutedText>
                <KitButton size="small" onClick={() => setUnit('grams')}>
                  {t.diary.meantGrams}
                </KitButton>
              </FlexBox>
            ) : null}
            {/* Updated as the amount is typed. */}
            <div data-testid="picked-total">
              <Fact
                label={t.diary.total}
                value={validServings ? t.diary.kcalOf(Math.round(picked.energy * servings)) : '-'}
              />
              <Fact
                label={t.diary.protein}
                value={validServings ? t.diary.grams(picked.protein * servings) : '-'}
              />
              <Fact
                label={t.diary.carbs}
                value={validServings ? t.diary.grams(picked.carb * servings) : '-'}
              />
              <Fact
                label={t.diary.fat}
                value={validServings ? t.diary.grams(picked.fat * servings) : '-'}
              />
            </div>
            <FlexBox justify="flex-end" gap={8} style={{ marginTop: 8 }}>
              {editing ? null : (
                <KitButton onClick={() => pick(null)}>{t.diary.chooseOther}</KitButton>
              )}
              <KitButton
                type="primary"
                disabled={!validServings}
                onClick={() => targetMeal && guard(() => onAdd(picked, servings, targetMeal))}
              >
                {editing ? t.diary.save : t.diary.add}
              </KitButton>
            </FlexBox>
          </FlexBox>
        ) : (
          <FlexBox vertical gap={8} ref={searchField}>
            <FlexBox gap={8}>
              <TextInput
                type="search"
                autoFocus
                allowClear
                aria-label={t.diary.searchLabel}
                placeholder={t.diary.searchPlaceholder}
                prefix={<SearchOutlined />}
                value={term}
                onChange={setTerm}
                style={{ flex: 1 }}
              />
              <ScanButton iconOnly onClick={openScanner} />
            </FlexBox>
            {!searching && recent.length > 0 ? (
              <section aria-label={t.diary.recentFoods} data-testid="recent-foods">
                <MutedText small>{t.diary.recentFoods}</MutedText>
                <FlexBox wrap gap={8} style={{ marginTop: 6 }}>
                  {recent.map((food) => (
                    <KitButton key={food.id} onClick={() => pick(food)}>
                      {food.name}
                    </KitButton>
                  ))}
                </FlexBox>
              </section>
            ) : null}
            {!searching ? (
              <MutedText>{t.diary.searchHint}</MutedText>
            ) : loading ? (
              <Loading />
            ) : results.length + recipeResults.length === 0 ? (
              <MutedText>{t.common.noGroceryResults}</MutedText>
            ) : (
              <ul
                aria-label={t.diary.searchLabel}
                style={{
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  maxHeight: 320,
                  overflowY: 'auto',
                }}
              >
                {recipeResults.map((found) => (
                  <li key={found.id}>
                    <KitButton
                      type="text"
                      block
                      onClick={() => pickRecipe(found)}
                      style={{
                        height: 'auto',
                        padding: '8px 8px',
                        justifyContent: 'space-between',
                      }}
                    >
                      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {found.name}
                        <MutedText small style={{ marginInlineStart: 6 }}>
                          ({t.plan.recipeMark})
                        </MutedText>
                      </span>
                      <span style={{ color: token.colorTextSecondary }}>
                        {t.diary.kcalPerServing(found.perServing.energy)}
                      </span>
                    </KitButton>
                  </li>
                ))}
                {results.map((grocery) => (
                  <li key={grocery.id}>
                    <KitButton
                      type="text"
                      block
                      onClick={() => pick(grocery)}
                      style={{
                        height: 'auto',
                        padding: '8px 8px',
                        justifyContent: 'space-between',
                      }}
                    >
                      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {grocery.name}
                        {grocery.isStarter ? (
                          <StarterMark />
                        ) : grocery.visibility === 'team' ? (
                          <VisibilityMark visibility="team" />
                        ) : mine.has(grocery.id) ? null : (
                          <MutedText small style={{ marginInlineStart: 6 }}>
                            {t.diary.publicMark}
                          </MutedText>
                        )}
                      </span>
                      <span style={{ color: token.colorTextSecondary }}>
                        {t.diary.energyPer100(grocery.energy)}
                      </span>
                    </KitButton>
                  </li>
                ))}
              </ul>
            )}
          </FlexBox>
        )}
      </Dialog>
      <LazyBarcodeScanner {...scanner} />
    </>
  );
}
