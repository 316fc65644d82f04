import { errorMessage } from '@organizator/shared/client';
import { queries } from '@organizator/shared/query';
import { useNavigate, useSearchParams } from '@organizator/shared/router';
import {
  Loading,
  MutedText,
  PageFrame,
  PageHeader,
  Panel,
  useThemeToken,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useCreateGrocery } from '../api/groceries';
import { GroceryForm } from '../components/grocery-form';
import { draftFormValues, emptyGroceryForm, toGroceryBody } from '../domain/grocery-form-values';
import { t } from '../texts';

/**
 * /groceries/create: back to /groceries once the grocery is saved. Opened from the scanner with
 * `?barcode=`, it asks the product lookup for a draft (name, values per 100 g) to check and save;
 * when the lookup has nothing or fails, the server's message says so and the form keeps the code.
 */
export function CreateGroceryPage() {
  const navigate = useNavigate();
  const create = useCreateGrocery();
  const token = useThemeToken();
  const [params] = useSearchParams();
  const code = params.get('barcode') ?? '';
  const draft = useQuery({ ...queries.foodLookup.code(code), enabled: code !== '' });

  const header = <PageHeader title={t.titles.newGrocery} />;
  if (code && draft.isPending) {
    return (
      <PageFrame>
        {header}
        <Loading />
      </PageFrame>
    );
  }
  const initialValues = draft.data
    ? draftFormValues(draft.data)
    : code
      ? { ...emptyGroceryForm, barcode: code }
      : undefined;
  return (
    <PageFrame>
      {header}
      {code ? (
        <Panel role="note" style={{ marginBottom: 16 }} data-testid="lookup-note">
          {draft.isError ? (
            <>
              <p style={{ margin: 0, color: token.colorErrorText }}>{errorMessage(draft.error)}</p>
              <MutedText>{t.barcodes.lookupFailed}</MutedText>
            </>
          ) : (
            <MutedText>{t.barcodes.lookupDraft}</MutedText>
          )}
        </Panel>
      ) : null}
      <GroceryForm
        key={code}
        initialValues={initialValues}
        clamped={draft.data?.clamped}
        submitText={t.groceries.create}
        submitting={create.isPending}
        onSubmit={(values) =>
          create.mutateAsync(toGroceryBody(values)).then(() => navigate('/groceries'))
        }
      />
    </PageFrame>
  );
}
