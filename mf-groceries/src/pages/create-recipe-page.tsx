import { useNavigate } from '@organizator/shared/router';
import { PageFrame, PageHeader } from '@organizator/shared/ui';
import { useCreateRecipe } from '../api/recipes';
import { RecipeForm } from '../components/recipe-form';
import { toRecipeBody } from '../domain/recipe-form-values';
import { t } from '../texts';

/** /groceries/recipes/new: the saved recipe opens at once. */
export function CreateRecipePage() {
  const navigate = useNavigate();
  const create = useCreateRecipe();
  return (
    <PageFrame>
      <PageHeader title={t.titles.newRecipe} />
      <RecipeForm
        submitText={t.recipes.create}
        submitting={create.isPending}
        cancelTo="/groceries/recipes"
        onSubmit={(values) =>
          create
            .mutateAsync(toRecipeBody(values))
            .then((recipe) => navigate(`/groceries/recipes/${recipe.id}`))
        }
      />
    </PageFrame>
  );
}
