import { ImportOutlined } from '@ant-design/icons';
import type { RecipeDraft, RecipeImportBody } from '@organizator/shared/contract';
import { useNavigate } from '@organizator/shared/router';
import {
  Field,
  FlexBox,
  KitButton,
  LinkButton,
  MutedText,
  PageFrame,
  PageHeader,
  Panel,
  TextArea,
  TextInput,
} from '@organizator/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { importRecipeDraft } from '../api/recipe-import';
import { useCreateRecipe } from '../api/recipes';
import { ImportReview } from '../components/import-review';
import { toImportedRecipeBody, toReviewValues } from '../domain/import-review';
import { t } from '../texts';

/**
 * /groceries/recipes/import: a web page's address or pasted text becomes a draft (the server reads
 * and matches it; nothing is stored), reviewed line by line, then saved as a new recipe, which
 * opens.
 */
export function ImportRecipePage() {
  const navigate = useNavigate();
  const id = useId();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<RecipeDraft | null>(null);
  const reading = useMutation({
    mutationFn: (body: RecipeImportBody) => importRecipeDraft(body),
    meta: { errorTitle: t.recipeImport.errorReading },
    onSuccess: setDraft,
  });
  const create = useCreateRecipe();
  const read = (body: RecipeImportBody) => (event: FormEvent) => {
    event.preventDefault();
    reading.mutate(body);
  };
  return (
    <PageFrame>
      <PageHeader
        title={t.titles.importRecipe}
        actions={<LinkButton to="/groceries/recipes">{t.recipes.back}</LinkButton>}
      />
      {draft ? (
        <ImportReview
          initialValues={toReviewValues(draft)}
          submitting={create.isPending}
          onStartOver={() => setDraft(null)}
          onSubmit={(values) =>
            create.mutate(toImportedRecipeBody(values), {
              onSuccess: (recipe) => navigate(`/groceries/recipes/${recipe.id}`),
            })
          }
        />
      ) : (
        <FlexBox vertical gap={16}>
          <MutedText>{t.recipeImport.intro}</MutedText>
          <Panel>
            <form name="import-url" noValidate onSubmit={read({ url: url.trim() })}>
              <Field htmlFor={`${id}-url`} label={t.recipeImport.url}>
                <TextInput
                  id={`${id}-url`}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder={t.recipeImport.urlPlaceholder}
                  value={url}
                  onChange={setUrl}
                />
              </Field>
              <KitButton
                type="primary"
                htmlType="submit"
                icon={<ImportOutlined />}
                disabled={!url.trim()}
                loading={reading.isPending && reading.variables?.url !== undefined}
              >
                {t.recipeImport.fromUrl}
              </KitButton>
            </form>
          </Panel>
          <Panel>
            <form name="import-text" noValidate onSubmit={read({ text })}>
              <Field
                htmlFor={`${id}-text`}
                label={t.recipeImport.text}
                help={t.recipeImport.textHelp}
              >
                <TextArea
                  id={`${id}-text`}
                  autoSize={{ minRows: 6, maxRows: 16 }}
                  value={text}
                  onChange={setText}
                />
              </Field>
              <KitButton
                htmlType="submit"
                icon={<ImportOutlined />}
                disabled={!text.trim()}
                loading={reading.isPending && reading.variables?.text !== undefined}
              >
                {t.recipeImport.fromText}
              </KitButton>
            </form>
          </Panel>
        </FlexBox>
      )}
    </PageFrame>
  );
}
