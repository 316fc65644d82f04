import { isApiError } from '@organizator/shared/client';
import { queries } from '@organizator/shared/query';
import { useNavigate, useParams } from '@organizator/shared/router';
import {
  KitButton,
  Loading,
  MutedText,
  PageFrame,
  PageHeader,
  Panel,
  QueryView,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useUpdateGrocery } from '../api/groceries';
import { GroceryForm } from '../components/grocery-form';
import { toFormValues, toGroceryBody } from '../domain/grocery-form-values';
import { t } from '../texts';

/** /groceries/{id}: "Loading..." until the grocery arrives; only the owner may save (docs/product.md#permissions). */
export function EditGroceryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const grocery = useQuery(queries.groceries.detail(id));
  const me = useQuery(queries.me.current());
  const update = useUpdateGrocery(id);

  return (
    <PageFrame>
      {/* The form takes its values once: never from a restored copy older than the server's. */}
      <QueryView
        query={grocery}
        editable
        loadingText={t.groceries.loading}
        errorTitle={t.groceries.detailLoadError}
        errorText={(error) =>
          isApiError(error) && error.status === 404 ? t.groceries.notFound : error.message
        }
        errorActions={
          <KitButton onClick={() => navigate('/groceries')}>{t.groceries.back}</KitButton>
        }
      >
        {(editable) => {
          if (me.isPending) return <Loading text={t.groceries.loading} />;
          const readOnly = !!me.data && editable.userId !== me.data.id;
          return (
            <>
              <PageHeader title={readOnly ? editable.name : t.groceries.editTitle} />
              {readOnly ? (
                <Panel role="note" style={{ marginBottom: 16 }}>
                  <MutedText>
                    {editable.isStarter
                      ? t.groceries.starterReadOnly
                      : editable.visibility === 'team'
                        ? t.groceries.teamReadOnly
                        : t.groceries.readOnly}
                  </MutedText>
                </Panel>
              ) : null}
              <GroceryForm
                initialValues={toFormValues(editable)}
                submitText={t.groceries.save}
                submitting={update.isPending}
                readOnly={readOnly}
                onSubmit={(values) =>
                  update.mutateAsync(toGroceryBody(values)).then(() => navigate('/groceries'))
                }
              />
            </>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
