import { t } from '@organizator/shared/i18n';
import { useNavigate } from '@organizator/shared/router';
import { PageFrame, PageHeader } from '@organizator/shared/ui';
import { useCreateGrocery } from '../api/groceries';
import { GroceryForm } from '../components/grocery-form';
import { toGroceryBody } from '../domain/grocery-form-values';

/** /groceries/create: back to /groceries once the grocery is saved. */
export function CreateGroceryPage() {
  const navigate = useNavigate();
  const create = useCreateGrocery();
  return (
    <PageFrame>
      <PageHeader title={t.groceries.createTitle} />
      <GroceryForm
        submitText={t.groceries.create}
        submitting={create.isPending}
        onSubmit={(values) =>
          create.mutate(toGroceryBody(values), { onSuccess: () => navigate('/groceries') })
        }
      />
    </PageFrame>
  );
}
