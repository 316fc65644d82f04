import type { ListItem, Recipe } from '@organizator/shared/contract';
import { newClientId } from '@organizator/shared/domain';
import { parseNumber } from '@organizator/shared/i18n';
import {
  listChangeKey,
  listChangeScope,
  queries,
  type RecipeItemsChange,
} from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import {
  Dialog,
  Field,
  FlexBox,
  fieldMessageId,
  Loading,
  MutedText,
  TextInput,
  useOpeningDraft,
  useSubmitGuard,
  useThemeToken,
} from '@organizator/shared/ui';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { servingsError } from '../domain/recipe-form-values';
import { t } from '../texts';

/**
 * "Add the ingredients to a list": which list and for how many servings. Sent as a queued list
 * change (`recipe-items`, registered with the other list changes in @organizator/shared/query), so
 * offline it waits with them and replays once the connection is back; its request id, chosen here
 * once, makes a resend add nothing twice.
 */
export function AddToListDialog({
  open,
  recipe,
  servings,
  onClose,
}: {
  open: boolean;
  recipe: Recipe;
  servings: number;
  onClose: () => void;
}) {
  const token = useThemeToken();
  const id = useId();
  const lists = useQuery({ ...queries.lists.overview(), enabled: open });
  // Every opening starts from the recipe's servings and the first list; one request per opening.
  const [draft, setDraft, opening] = useOpeningDraft(open, () => ({
    listId: null as string | null,
    servingsText: String(servings),
    error: undefined as string | undefined,
  }));
  const { listId, servingsText, error } = draft;
  const setListId = (value: string | null) => setDraft((now) => ({ ...now, listId: value }));
  const setServingsText = (value: string) => setDraft((now) => ({ ...now, servingsText: value }));
  const setError = (value: string | undefined) => setDraft((now) => ({ ...now, error: value }));
  const guard = useSubmitGuard(opening);
  const chosen = listId ?? lists.data?.[0]?.id ?? null;
  const send = useMutation<ListItem[], Error, RecipeItemsChange>({
    mutationKey: listChangeKey('recipe-items', chosen ?? ''),
    scope: listChangeScope(chosen ?? ''),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = servingsError(servingsText);
    setError(message);
    const list = lists.data?.find((l) => l.id === chosen);
    if (message || !list) return;
    const change = {
      recipeId: recipe.id,
      servings: parseNumber(servingsText),
      requestId: newClientId(),
      recipeName: recipe.name,
    };
    guard(() =>
      send
        .mutateAsync(change)
        .then(() => toast.success(t.recipes.toListDone(list.name), recipe.name)),
    );
    if (!onlineManager.isOnline())
      toast({ title: t.recipes.toListQueued(list.name), description: recipe.name });
    onClose();
  };

  const servingsId = `${id}-servings`;
  return (
    <Dialog
      open={open}
      title={t.recipes.toListTitle}
      okText={t.recipes.toListSubmit}
      cancelText={t.common.cancel}
      onCancel={onClose}
      okButtonProps={{ htmlType: 'submit', form: `${id}-form`, disabled: !chosen }}
      destroyOnHidden
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        {lists.isPending ? (
          <Loading />
        ) : !lists.data?.length ? (
          <MutedText>{t.recipes.toListNoLists}</MutedText>
        ) : (
          <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.marginLG}px` }}>
            <legend style={{ padding: `0 0 ${token.paddingXS}px` }}>{t.recipes.toListList}</legend>
            <FlexBox vertical gap={6}>
              {lists.data.map((list) => (
                <label
                  key={list.id}
                  style={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}
                >
                  <input
                    type="radio"
                    name={`${id}-list`}
                    checked={chosen === list.id}
                    onChange={() => setListId(list.id)}
                    style={{ margin: 0, accentColor: token.colorPrimary }}
                  />
                  {list.name}
                </label>
              ))}
            </FlexBox>
          </fieldset>
        )}
        <Field
          htmlFor={servingsId}
          label={t.recipes.toListServings}
          error={error}
          help={t.recipes.toListHint}
        >
          <TextInput
            id={servingsId}
            inputMode="numeric"
            autoComplete="off"
            value={servingsText}
            status={error ? 'error' : undefined}
            aria-describedby={fieldMessageId(servingsId)}
            onChange={(text) => {
              setServingsText(text);
              setError(servingsError(text));
            }}
            style={{ maxWidth: 160 }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
