import { t } from '@organizator/shared/i18n';
import { queries, useEditableCopy } from '@organizator/shared/query';
import { useNavigate, useParams } from '@organizator/shared/router';
import {
  EmptyState,
  MutedText,
  PageFrame,
  PageHeader,
  Panel,
  StaleNotice,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useUpdateGrocery } from '../api/groceries';
import { GroceryForm } from '../components/grocery-form';

import { toFormValues, toGroceryBody } from '../domain/grocery-form-values';

/** /groceries/{id}: "Loading..." until the grocery arrives; only the owner may save (docs/product.md#permissions). */
export function EditGroceryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const grocery = useQuery(queries.groceries.detail(id));
  const me = useQuery(queries.me.current());
  const update = useUpdateGrocery(id);
  // The form takes its values once: never from a restored copy older than the server's.
  const editable = useEditableCopy(grocery);

  if (grocery.isError && !grocery.data) {
    return (
      <PageFrame>
        <EmptyState
          text={t.groceries.notFound}
          action={<Button onClick={() => navigate('/groceries')}>{t.groceries.back}</Button>}
        />
      </PageFrame>
    );
  }
  if (!editable || me.isPending) {
    return (
      <PageFrame>
        <p role="status">{t.groceries.loading}</p>
      </PageFrame>
    );
  }
  const readOnly = !!me.data && editable.userId !== me.data.id;
  return (
    <PageFrame>
      <StaleNotice query={grocery} />
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
        key={editable.id}
        initialValues={toFormValues(editable)}
        submitText={t.groceries.save}
        submitting={update.isPending}
        readOnly={readOnly}
        onSubmit={(values) =>
          update.mutate(toGroceryBody(values), { onSuccess: () => navigate('/groceries') })
        }
      />
    </PageFrame>
  );
}
