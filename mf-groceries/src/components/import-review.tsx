import { BarcodeOutlined, PlusOutlined } from '@ant-design/icons';
import { GROCERY_NAME_MAX, type Grocery } from '@organizator/shared/contract';
import {
  Field,
  FlexBox,
  fieldMessageId,
  KitButton,
  LazyBarcodeScanner,
  MutedText,
  Panel,
  TextArea,
  TextInput,
  useBarcodeScan,
  useThemeToken,
} from '@organizator/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  lineProblem,
  type ReviewLine,
  type ReviewValues,
  unanswered,
} from '../domain/import-review';
import { nameError, servingsError } from '../domain/recipe-form-values';
import { t } from '../texts';
import { IngredientSearch } from './ingredient-search';
import { VisibilityField } from './visibility-field';

/** One line: what the recipe says, the grocery chosen, its grams, and the ways to answer it. */
function ReviewRow({
  line,
  onChange,
  onScan,
}: {
  line: ReviewLine;
  onChange: (line: ReviewLine) => void;
  onScan: () => void;
}) {
  const token = useThemeToken();
  const id = useId();
  const problem = lineProblem(line);
  const [choosing, setChoosing] = useState(problem === 'grocery');
  const choose = (groceryId: string, groceryName: string) => {
    onChange({ ...line, groceryId, groceryName });
    setChoosing(false);
  };
  const message =
    problem === 'grocery'
      ? t.recipeImport.needsGrocery
      : problem === 'grams'
        ? t.recipeImport.needsGrams
        : '';
  return (
    <li
      data-testid="import-line"
      data-needs-answer={problem ? 'true' : 'false'}
      style={{
        borderInlineStart: `4px solid ${problem ? token.colorError : line.omitted ? token.colorBorder : token.colorSuccess}`,
        background: problem ? token.colorErrorBg : undefined,
        borderRadius: token.borderRadius,
        padding: '8px 12px',
        marginBottom: 8,
        opacity: line.omitted ? 0.6 : 1,
      }}
    >
      <MutedText>{line.line}</MutedText>
      <FlexBox align="center" gap={8} wrap style={{ marginTop: 4 }}>
        <span style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
          {line.omitted ? t.recipeImport.omitted : (line.groceryName ?? t.recipeImport.noGrocery)}
        </span>
        {line.omitted ? null : (
          <TextInput
            id={id}
            inputMode="decimal"
            autoComplete="off"
            aria-label={t.recipeImport.grams(line.line)}
            aria-describedby={fieldMessageId(id)}
            suffix={t.recipes.gramsUnit}
            value={line.grams}
            status={problem === 'grams' ? 'error' : undefined}
            onChange={(grams) => onChange({ ...line, grams })}
            style={{ width: 120 }}
          />
        )}
      </FlexBox>
      <div id={fieldMessageId(id)} aria-live="polite" style={{ color: token.colorErrorText }}>
        {message}
      </div>
      <FlexBox gap={4} wrap style={{ marginTop: 4 }}>
        {line.omitted ? null : (
          <KitButton size="small" onClick={() => setChoosing((c) => !c)} aria-expanded={choosing}>
            {t.recipeImport.chooseOther}
          </KitButton>
        )}
        <KitButton
          size="small"
          type="text"
          aria-label={
            line.omitted ? t.recipeImport.include(line.line) : t.recipeImport.omit(line.line)
          }
          onClick={() => onChange({ ...line, omitted: !line.omitted })}
        >
          {line.omitted ? t.common.undo : t.recipeImport.omitButton}
        </KitButton>
      </FlexBox>
      {choosing && !line.omitted ? (
        <div style={{ marginTop: 8 }}>
          {line.candidates.length > 0 ? (
            <FlexBox
              gap={4}
              wrap
              style={{ marginBottom: 8 }}
              aria-label={t.recipeImport.grocery(line.line)}
            >
              {line.candidates.map((c) => (
                <KitButton
                  key={c.groceryId}
                  size="small"
                  type={c.groceryId === line.groceryId ? 'primary' : 'default'}
                  aria-pressed={c.groceryId === line.groceryId}
                  onClick={() => choose(c.groceryId, c.name)}
                >
                  {c.name}
                </KitButton>
              ))}
            </FlexBox>
          ) : null}
          <IngredientSearch
            onPick={(grocery: Grocery) => choose(grocery.id, grocery.name)}
            exclude={new Set()}
          />
          <FlexBox gap={8} wrap>
            <a href="/groceries/create" target="_blank" rel="noopener">
              <PlusOutlined /> {t.recipeImport.createGrocery}
            </a>
            <KitButton size="small" type="link" icon={<BarcodeOutlined />} onClick={onScan}>
              {t.recipeImport.scanBarcode}
            </KitButton>
          </FlexBox>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The review of an imported recipe before anything is stored: every line with its grocery and
 * grams, the lines that need an answer marked; name, servings, preparation and who sees it. Save
 * is refused while a kept line lacks a grocery or grams.
 */
export function ImportReview({
  initialValues,
  submitting,
  onSubmit,
  onStartOver,
}: {
  initialValues: ReviewValues;
  submitting: boolean;
  onSubmit: (values: ReviewValues) => void;
  onStartOver: () => void;
}) {
  const token = useThemeToken();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [shownErrors, setShownErrors] = useState(false);
  const [scanning, setScanning] = useState<number | null>(null);
  const setLine = (next: ReviewLine) =>
    setValues((v) => ({ ...v, lines: v.lines.map((l) => (l.key === next.key ? next : l)) }));
  const { openScanner, scanner } = useBarcodeScan((grocery) => {
    const line = values.lines.find((l) => l.key === scanning);
    if (line) setLine({ ...line, groceryId: grocery.id, groceryName: grocery.name });
    setScanning(null);
  });
  const open = unanswered(values);
  const errors = {
    name: nameError(values.name),
    servings: servingsError(values.servings),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShownErrors(true);
    const kept = values.lines.filter((l) => !l.omitted).length;
    if (open === 0 && kept > 0 && !errors.name && !errors.servings) onSubmit(values);
  };
  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <form name="import-review" noValidate onSubmit={submit}>
      <Field
        htmlFor={fieldId('name')}
        label={t.recipes.name}
        error={shownErrors ? errors.name : undefined}
      >
        <TextInput
          id={fieldId('name')}
          maxLength={GROCERY_NAME_MAX}
          value={values.name}
          onChange={(name) => setValues((v) => ({ ...v, name }))}
        />
      </Field>
      <Field
        htmlFor={fieldId('servings')}
        label={t.recipes.servings}
        error={shownErrors ? errors.servings : undefined}
        style={{ maxWidth: 200 }}
      >
        <TextInput
          id={fieldId('servings')}
          inputMode="numeric"
          value={values.servings}
          onChange={(servings) => setValues((v) => ({ ...v, servings }))}
        />
      </Field>
      {values.sourceUrl ? (
        <p style={{ margin: `0 0 ${token.marginLG}px`, overflowWrap: 'anywhere' }}>
          {t.recipeImport.source}:{' '}
          <a href={values.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
            {values.sourceUrl}
          </a>
        </p>
      ) : null}
      <Panel title={t.recipeImport.reviewTitle} style={{ marginBottom: token.marginLG }}>
        <p role="status" style={{ marginTop: 0 }}>
          {t.recipeImport.reviewIntro(open)}
        </p>
        <ul aria-label={t.recipes.ingredients} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {values.lines.map((line) => (
            <ReviewRow
              key={line.key}
              line={line}
              onChange={setLine}
              onScan={() => {
                setScanning(line.key);
                openScanner();
              }}
            />
          ))}
        </ul>
        {shownErrors && open > 0 ? (
          <div role="alert" style={{ color: token.colorErrorText }}>
            {t.recipeImport.unanswered}
          </div>
        ) : null}
      </Panel>
      <Field htmlFor={fieldId('instructions')} label={t.recipes.instructions}>
        <TextArea
          id={fieldId('instructions')}
          autoSize={{ minRows: 3, maxRows: 12 }}
          value={values.instructions}
          onChange={(instructions) => setValues((v) => ({ ...v, instructions }))}
        />
      </Field>
      <VisibilityField
        value={values.visibility}
        onChange={(visibility) => setValues((v) => ({ ...v, visibility }))}
      />
      <FlexBox gap={8} wrap>
        <KitButton type="primary" htmlType="submit" loading={submitting}>
          {t.recipeImport.save}
        </KitButton>
        <KitButton onClick={onStartOver}>{t.recipeImport.startOver}</KitButton>
      </FlexBox>
      <LazyBarcodeScanner {...scanner} />
    </form>
  );
}
