import { DeleteOutlined } from '@ant-design/icons';
import {
  GROCERY_NAME_MAX,
  type Grocery,
  RECIPE_INSTRUCTIONS_MAX,
} from '@organizator/shared/contract';
import { parseNumber } from '@organizator/shared/i18n';
import { useNavigate } from '@organizator/shared/router';
import {
  Field,
  FlexBox,
  fieldMessageId,
  KitButton,
  Panel,
  TextArea,
  TextInput,
  useSubmitGuard,
  useThemeToken,
} from '@organizator/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  cookedWeightError,
  emptyRecipeForm,
  gramsError,
  hasErrors,
  instructionsError,
  nameError,
  type RecipeFormErrors,
  type RecipeFormValues,
  recipeFormErrors,
  servingsError,
} from '../domain/recipe-form-values';
import { recipeNutrition } from '../domain/recipe-nutrition';
import { t } from '../texts';
import { IngredientSearch } from './ingredient-search';
import { NutritionFacts } from './nutrition-facts';
import { VisibilityField } from './visibility-field';

/** A new ingredient starts at 100 g, the unit its values are written in. */
const DEFAULT_GRAMS = '100';

/**
 * Name, servings, ingredients (a grocery and grams), optional cooked weight and preparation, and
 * who sees it. A native form checked against the contract's `recipeBody`, like the grocery form:
 * a field as it changes, every field on submit. The values per serving follow the ingredients.
 */
export function RecipeForm({
  initialValues = emptyRecipeForm,
  submitText,
  submitting,
  onSubmit,
  cancelTo,
}: {
  initialValues?: RecipeFormValues;
  submitText: string;
  submitting: boolean;
  /** Sends the values; the form sends nothing more until what this returns has settled. */
  onSubmit: (values: RecipeFormValues) => Promise<unknown>;
  /** Where cancel goes. */
  cancelTo: string;
}) {
  const navigate = useNavigate();
  const token = useThemeToken();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<RecipeFormErrors>({ grams: {} });
  const guard = useSubmitGuard();

  const set = <K extends keyof RecipeFormValues>(key: K, value: RecipeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const addIngredient = (grocery: Grocery) => {
    set('ingredients', [
      ...values.ingredients,
      {
        groceryId: grocery.id,
        name: grocery.name,
        per100g: {
          energy: grocery.energy,
          fat: grocery.fat,
          protein: grocery.protein,
          carb: grocery.carb,
        },
        grams: DEFAULT_GRAMS,
        available: true,
      },
    ]);
    setErrors((e) => ({ ...e, ingredients: undefined }));
  };
  const setGrams = (groceryId: string, grams: string) => {
    set(
      'ingredients',
      values.ingredients.map((i) => (i.groceryId === groceryId ? { ...i, grams } : i)),
    );
    setErrors((e) => {
      const { [groceryId]: _old, ...rest } = e.grams;
      const error = gramsError(grams);
      return { ...e, grams: error ? { ...rest, [groceryId]: error } : rest };
    });
  };
  const remove = (groceryId: string) =>
    set(
      'ingredients',
      values.ingredients.filter((i) => i.groceryId !== groceryId),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = recipeFormErrors(values);
    setErrors(found);
    if (!hasErrors(found)) guard(() => onSubmit(values));
  };

  const servings = parseNumber(values.servings);
  const preview = recipeNutrition(
    values.ingredients.map((i) => ({ per100g: i.per100g, grams: parseNumber(i.grams) || 0 })),
    Number.isFinite(servings) ? servings : 1,
  );
  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form name="recipe" noValidate onSubmit={submit}>
      <Field htmlFor={fieldId('name')} label={t.recipes.name} error={errors.name}>
        <TextInput
          id={fieldId('name')}
          name="name"
          autoComplete="off"
          maxLength={GROCERY_NAME_MAX}
          value={values.name}
          status={errors.name ? 'error' : undefined}
          aria-describedby={fieldMessageId(fieldId('name'))}
          onChange={(name) => {
            set('name', name);
            setErrors((e) => ({ ...e, name: nameError(name) }));
          }}
        />
      </Field>
      <FlexBox wrap style={{ columnGap: 16 }}>
        <Field
          htmlFor={fieldId('servings')}
          label={t.recipes.servings}
          error={errors.servings}
          style={{ flex: '1 1 160px' }}
        >
          <TextInput
            id={fieldId('servings')}
            name="servings"
            inputMode="numeric"
            autoComplete="off"
            value={values.servings}
            status={errors.servings ? 'error' : undefined}
            aria-describedby={fieldMessageId(fieldId('servings'))}
            onChange={(text) => {
              set('servings', text);
              setErrors((e) => ({ ...e, servings: servingsError(text) }));
            }}
          />
        </Field>
        <Field
          htmlFor={fieldId('cooked')}
          label={t.recipes.cookedWeight}
          error={errors.cookedWeight}
          help={t.recipes.cookedWeightHelp}
          style={{ flex: '2 1 240px' }}
        >
          <TextInput
            id={fieldId('cooked')}
            name="cookedWeight"
            inputMode="decimal"
            autoComplete="off"
            suffix={t.recipes.gramsUnit}
            value={values.cookedWeight}
            status={errors.cookedWeight ? 'error' : undefined}
            aria-describedby={fieldMessageId(fieldId('cooked'))}
            onChange={(text) => {
              set('cookedWeight', text);
              setErrors((e) => ({ ...e, cookedWeight: cookedWeightError(text) }));
            }}
          />
        </Field>
      </FlexBox>

      <Panel title={t.recipes.ingredients} style={{ marginBottom: token.marginLG }}>
        <IngredientSearch
          onPick={addIngredient}
          exclude={new Set(values.ingredients.map((i) => i.groceryId))}
        />
        {values.ingredients.length > 0 ? (
          <ul
            aria-label={t.recipes.ingredients}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {values.ingredients.map((ingredient) => {
              const gramsId = fieldId(`grams-${ingredient.groceryId}`);
              const error = errors.grams[ingredient.groceryId];
              return (
                <li key={ingredient.groceryId} data-testid="recipe-ingredient">
                  <FlexBox align="center" gap={8} style={{ paddingBlock: 4 }}>
                    <label
                      htmlFor={gramsId}
                      style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {ingredient.name}
                    </label>
                    <TextInput
                      id={gramsId}
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={t.recipes.ingredientGrams(ingredient.name)}
                      aria-describedby={fieldMessageId(gramsId)}
                      suffix={t.recipes.gramsUnit}
                      value={ingredient.grams}
                      status={error ? 'error' : undefined}
                      onChange={(text) => setGrams(ingredient.groceryId, text)}
                      style={{ width: 120 }}
                    />
                    <KitButton
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t.recipes.removeIngredient(ingredient.name)}
                      title={t.recipes.removeIngredient(ingredient.name)}
                      onClick={() => remove(ingredient.groceryId)}
                    />
                  </FlexBox>
                  <div
                    id={fieldMessageId(gramsId)}
                    aria-live="polite"
                    style={{ color: token.colorError, textAlign: 'end' }}
                  >
                    {error}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        {errors.ingredients ? (
          <div role="alert" style={{ color: token.colorError }}>
            {errors.ingredients}
          </div>
        ) : null}
        {values.ingredients.length > 0 ? (
          <div style={{ marginTop: token.marginSM }}>
            <NutritionFacts
              columns={[
                { label: t.recipes.perServing, value: preview.perServing },
                { label: t.recipes.total, value: preview.total },
              ]}
            />
          </div>
        ) : null}
      </Panel>

      <Field
        htmlFor={fieldId('instructions')}
        label={t.recipes.instructions}
        error={errors.instructions}
      >
        <TextArea
          id={fieldId('instructions')}
          name="instructions"
          maxLength={RECIPE_INSTRUCTIONS_MAX}
          autoSize={{ minRows: 3, maxRows: 12 }}
          value={values.instructions}
          status={errors.instructions ? 'error' : undefined}
          onChange={(text) => {
            set('instructions', text);
            setErrors((e) => ({ ...e, instructions: instructionsError(text) }));
          }}
        />
      </Field>
      <VisibilityField value={values.visibility} onChange={(v) => set('visibility', v)} />
      <FlexBox gap={8} wrap>
        <KitButton type="primary" htmlType="submit" loading={submitting}>
          {submitText}
        </KitButton>
        <KitButton onClick={() => navigate(cancelTo)}>{t.common.cancel}</KitButton>
      </FlexBox>
    </form>
  );
}
