import { errorMessage, listsApi } from '@organizator/shared/client';
import {
  daysInRange,
  MEAL_PLAN_RANGE_MAX_DAYS,
  type PlanItemsResult,
} from '@organizator/shared/contract';
import { newClientId } from '@organizator/shared/domain';
import { queries, useOnline } from '@organizator/shared/query';
import { useNavigate } from '@organizator/shared/router';
import {
  DateInput,
  Dialog,
  Field,
  FlexBox,
  KitButton,
  Loading,
  MutedText,
  useSubmitGuard,
  useThemeToken,
} from '@organizator/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../texts';
import { NativeSelect } from './native-select';

interface Request {
  listId: string;
  from: string;
  to: string;
  includeBought: boolean;
  requestId: string;
}

/**
 * "Dodaj na popis": the planned foods of a date range (default: the rest of the week) onto a list
 * of the team, merged by the server into the items of the same name; then what it added.
 */
export function ToListDialog({
  range,
  onClose,
}: {
  range: { from: string; to: string };
  onClose: () => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const lists = useQuery(queries.lists.overview());
  const [from, setFromValue] = useState(range.from);
  const [to, setToValue] = useState(range.to);
  const [chosenList, setListValue] = useState<string | null>(null);
  const [includeBought, setIncludeBoughtValue] = useState(false);
  const listId = chosenList ?? lists.data?.[0]?.id ?? '';
  // One id per intent: sending the same request again (a retry) adds nothing twice; a new choice
  // of list, days or bought items is a new request.
  const [requestId, setRequestId] = useState(newClientId);
  const changing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setRequestId(newClientId());
    };
  const [setFrom, setTo, setListId, setIncludeBought] = [
    changing(setFromValue),
    changing(setToValue),
    changing(setListValue),
    changing(setIncludeBoughtValue),
  ];
  const token = useThemeToken();
  const online = useOnline();
  // The request id makes a repeat harmless on the server; the guard does not even send it.
  const guard = useSubmitGuard();
  const add = useMutation({
    mutationFn: (request: Request) =>
      listsApi.addPlanItems(request.listId, {
        from: request.from,
        to: request.to,
        includeBought: request.includeBought,
        requestId: request.requestId,
      }),
    // Said inside the dialog, beside the choices that failed.
    meta: { inlineError: true },
    onSettled: (_data, _error, request) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queries.lists.detail(request.listId).queryKey }),
        client.invalidateQueries({ queryKey: queries.lists.overview().queryKey }),
      ]),
  });
  const fromError = from ? undefined : t.common.dateInvalid;
  const span = from && to ? daysInRange(from, to) : 0;
  const rangeError = !to
    ? t.common.dateInvalid
    : span < 1
      ? t.plan.rangeInvalid
      : span > MEAL_PLAN_RANGE_MAX_DAYS
        ? t.plan.rangeTooLong(MEAL_PLAN_RANGE_MAX_DAYS)
        : undefined;
  const listName = lists.data?.find((l) => l.id === listId)?.name ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fromError || rangeError || !listId || !online) return;
    guard(() => add.mutateAsync({ listId, from, to, includeBought, requestId }));
  };

  const formId = `${id}-form`;
  if (add.data) {
    return (
      <Dialog
        open
        title={t.plan.addedTitle(listName)}
        onCancel={onClose}
        footer={
          <FlexBox justify="end" gap={8}>
            <KitButton onClick={onClose}>{t.plan.close}</KitButton>
            <KitButton type="primary" onClick={() => navigate(`/editor/${add.variables?.listId}`)}>
              {t.plan.openList}
            </KitButton>
          </FlexBox>
        }
      >
        <AddedSummary result={add.data} />
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={t.plan.toListTitle}
      okText={add.isPending ? t.plan.adding : t.plan.toList}
      cancelText={t.common.cancel}
      okButtonProps={{
        htmlType: 'submit',
        form: formId,
        loading: add.isPending,
        disabled: !listId || !online || fromError !== undefined || rangeError !== undefined,
      }}
      onCancel={onClose}
    >
      {lists.data === undefined ? (
        <Loading />
      ) : (
        <form id={formId} noValidate onSubmit={submit} data-testid="plan-to-list-dialog">
          {/* Side by side where they fit; stacked, each Field's own margin is the space between. */}
          <FlexBox gap="0 12px" wrap>
            {(
              [
                ['from', t.plan.from, from, setFrom, fromError],
                ['to', t.plan.to, to, setTo, rangeError],
              ] as const
            ).map(([end, label, value, set, error]) => (
              <Field
                key={end}
                htmlFor={`${id}-${end}`}
                label={label}
                error={error}
                style={{ flex: '1 1 140px' }}
              >
                <DateInput
                  id={`${id}-${end}`}
                  value={value}
                  onChange={set}
                  status={error ? 'error' : undefined}
                  required
                />
              </Field>
            ))}
          </FlexBox>
          {lists.data.length === 0 ? (
            <MutedText>{t.plan.noLists}</MutedText>
          ) : (
            <Field htmlFor={`${id}-list`} label={t.plan.listLabel}>
              <NativeSelect
                id={`${id}-list`}
                value={listId}
                onChange={setListId}
                options={lists.data.map((list) => ({ value: list.id, label: list.name }))}
              />
            </Field>
          )}
          <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', cursor: 'pointer' }}>
            <input
              type="checkbox"
              checked={includeBought}
              onChange={(e) => setIncludeBought(e.target.checked)}
              style={{ accentColor: token.colorPrimary, marginTop: 4 }}
            />
            <span>{t.plan.includeBought}</span>
          </label>
          <div aria-live="polite" style={{ marginTop: 12, color: token.colorErrorText }}>
            {!online ? (
              <span data-testid="plan-to-list-offline">{t.plan.toListOffline}</span>
            ) : add.isError ? (
              <>
                <strong>{t.plan.toListError}</strong>: {errorMessage(add.error)}
              </>
            ) : null}
          </div>
        </form>
      )}
    </Dialog>
  );
}

function AddedSummary({ result }: { result: PlanItemsResult }) {
  return (
    <div data-testid="plan-to-list-result">
      {result.added.length === 0 ? (
        <p>{t.plan.addedNothing}</p>
      ) : (
        <ul style={{ paddingLeft: 20, margin: '0 0 12px' }}>
          {result.added.map((line) => (
            <li key={`${line.itemId}-${line.name}`}>{t.plan.addedLine(line.name, line.grams)}</li>
          ))}
        </ul>
      )}
      {result.bought.length > 0 ? (
        <p>
          <MutedText>{t.plan.skippedBought}</MutedText> {result.bought.join(', ')}
        </p>
      ) : null}
      {result.unavailable.length > 0 ? (
        <p>
          <MutedText>{t.plan.unavailable}</MutedText> {result.unavailable.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
