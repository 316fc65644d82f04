import { t } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { PageHeader } from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useUpdateGrocery } from '../api';
import { GroceryForm } from '../components/grocery-form';
import { PageFrame } from '../components/page-frame';
import { toFormValues, toGroceryBody } from '../grocery-form-values';

/** /groceries/{id}: "Loading..." until the grocery arrives; only the owner may save (SPEC §6). */
export function EditGroceryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const grocery = useQuery(queries.grocery(id));
  const me = useQuery(queries.me());
  const update = useUpdateGrocery(id);

  if (grocery.isError) {
    return (
      <PageFrame>
        <Result
          status="warning"
          title={t.groceries.notFound}
          extra={<Button onClick={() => navigate('/groceries')}>{t.groceries.back}</Button>}
        />
      </PageFrame>
    );
  }
  if (!grocery.data || me.isPending) {
    return (
      <PageFrame>
        <Typography.Paragraph role="status">{t.groceries.loading}</Typography.Paragraph>
      </PageFrame>
    );
  }
  const readOnly = !!me.data && grocery.data.userId !== me.data.id;
  return (
    <PageFrame>
      <PageHeader title={readOnly ? grocery.data.name : t.groceries.editTitle} />
      {readOnly ? (
        <Alert type="info" showIcon title={t.groceries.readOnly} style={{ marginBottom: 16 }} />
      ) : null}
      <GroceryForm
        key={grocery.data.id}
        initialValues={toFormValues(grocery.data)}
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
