import {
  DeleteOutlined,
  EditOutlined,
  FireOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { isApiError } from '@organizator/shared/client';
import type { Recipe } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { useNavigate, useParams } from '@organizator/shared/router';
import {
  KitButton,
  LazyConfirmDelete,
  LinkButton,
  Loading,
  MutedText,
  PageFrame,
  PageHeader,
  Panel,
  QueryView,
  VisibilityMark,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteRecipe, useUpdateRecipe } from '../api/recipes';
import { CookPot } from '../components/cook-pot';
import { LazyAddToListDialog, preloadAddToListDialog } from '../components/lazy-dialogs';
import { RecipeForm } from '../components/recipe-form';
import { RecipeView } from '../components/recipe-view';
import { toRecipeBody, toRecipeFormValues } from '../domain/recipe-form-values';
import { t } from '../texts';

/**
 * /groceries/recipes/{id}: the recipe with a servings control; its owner edits it here and deletes
 * it (confirmed); anyone who sees it adds its ingredients to a list.
 */
export function RecipePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const recipe = useQuery(queries.recipes.detail(id));
  const me = useQuery(queries.me.current());
  const update = useUpdateRecipe(id);
  const remove = useDeleteRecipe();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [toList, setToList] = useState(false);
  const [cooking, setCooking] = useState(false);
  const [shown, setShown] = useState<number | null>(null);

  const states = {
    errorTitle: t.recipes.detailLoadError,
    errorText: (error: Error) =>
      isApiError(error) && error.status === 404 ? t.recipes.notFound : error.message,
    errorActions: <LinkButton to="/groceries/recipes">{t.recipes.back}</LinkButton>,
  };
  const isOwner = (current: Recipe) => !!me.data && current.userId === me.data.id;

  if (me.isPending) {
    return (
      <PageFrame>
        <Loading />
      </PageFrame>
    );
  }

  const details = (current: Recipe) => {
    const owner = isOwner(current);
    const servingsShown = shown ?? current.servings;
    return (
      <>
        <PageHeader
          title={
            <>
              {current.name}
              <VisibilityMark visibility={current.visibility} />
            </>
          }
          actions={
            <>
              <KitButton
                icon={<FireOutlined />}
                onClick={() => setCooking(true)}
                data-testid="cook-recipe"
              >
                {t.recipes.cook}
              </KitButton>
              <KitButton
                icon={<ShoppingCartOutlined />}
                onPointerEnter={() => void preloadAddToListDialog()}
                onClick={() => setToList(true)}
              >
                {t.recipes.toList}
              </KitButton>
              {owner ? (
                <>
                  <KitButton icon={<EditOutlined />} onClick={() => setEditing(true)}>
                    {t.recipes.edit}
                  </KitButton>
                  <KitButton danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
                    {t.recipes.delete}
                  </KitButton>
                </>
              ) : null}
            </>
          }
        />
        {owner ? null : (
          <Panel role="note" style={{ marginBottom: 16 }}>
            <MutedText>{t.recipes.readOnly}</MutedText>
          </Panel>
        )}
        {cooking ? <CookPot recipe={current} onDone={() => setCooking(false)} /> : null}
        <RecipeView recipe={current} shown={servingsShown} onShownChange={setShown} />
        <LazyAddToListDialog
          open={toList}
          recipe={current}
          servings={servingsShown}
          onClose={() => setToList(false)}
        />
        <LazyConfirmDelete
          open={confirming}
          title={t.recipes.confirmDeleteTitle}
          text={t.recipes.confirmDeleteText(current.name)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(current, { onSuccess: () => navigate('/groceries/recipes') });
          }}
        />
      </>
    );
  };

  if (editing) {
    return (
      <PageFrame>
        {/* The form takes its values once: never from a restored copy older than the server's. */}
        <QueryView query={recipe} editable {...states}>
          {(editable) =>
            isOwner(editable) ? (
              <>
                <PageHeader title={t.recipes.editTitle} />
                <RecipeForm
                  initialValues={toRecipeFormValues(editable)}
                  submitText={t.recipes.save}
                  submitting={update.isPending}
                  cancelTo={`/groceries/recipes/${id}`}
                  onSubmit={(values) =>
                    update.mutateAsync(toRecipeBody(values)).then(() => setEditing(false))
                  }
                />
              </>
            ) : (
              details(editable)
            )
          }
        </QueryView>
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      <QueryView query={recipe} {...states}>
        {details}
      </QueryView>
    </PageFrame>
  );
}
