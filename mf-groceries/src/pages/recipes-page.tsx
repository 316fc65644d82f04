import { AppstoreOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { queries } from '@organizator/shared/query';
import {
  EmptyState,
  Heading,
  LinkButton,
  PageFrame,
  PageHeader,
  QueryView,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { RecipeRows } from '../components/recipe-rows';
import { t } from '../texts';

/** /groceries/recipes: my and my team's recipes, then everyone's public ones. */
export function RecipesPage() {
  const mine = useQuery(queries.recipes.mine());
  const everyone = useQuery(queries.recipes.public());
  const addButton = (
    <LinkButton type="primary" icon={<PlusOutlined />} to="/groceries/recipes/new">
      {t.recipes.add}
    </LinkButton>
  );
  return (
    <PageFrame>
      <PageHeader
        title={t.titles.recipes}
        actions={
          <>
            <LinkButton icon={<AppstoreOutlined />} to="/groceries">
              {t.recipes.toGroceries}
            </LinkButton>
            <LinkButton icon={<ImportOutlined />} to="/groceries/recipes/import">
              {t.recipeImport.open}
            </LinkButton>
            {addButton}
          </>
        }
      />
      <Heading level={4} style={{ marginBottom: 8 }}>
        {t.recipes.mineTitle}
      </Heading>
      <QueryView query={mine} errorTitle={t.recipes.loadError}>
        {(recipes) =>
          recipes.length === 0 ? (
            <EmptyState text={t.recipes.empty} action={addButton} />
          ) : (
            <RecipeRows recipes={recipes} label={t.recipes.mineTitle} />
          )
        }
      </QueryView>
      <Heading level={4} style={{ margin: '24px 0 8px' }}>
        {t.recipes.publicTitle}
      </Heading>
      <QueryView query={everyone} errorTitle={t.recipes.loadError}>
        {(recipes) => {
          const ownIds = new Set((mine.data ?? []).map((r) => r.id));
          const others = recipes.filter((r) => !ownIds.has(r.id));
          return others.length === 0 ? (
            <EmptyState text={t.recipes.emptyPublic} />
          ) : (
            <RecipeRows recipes={others} label={t.recipes.publicTitle} />
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
