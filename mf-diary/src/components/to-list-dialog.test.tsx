import { tokenStore } from '@organizator/shared/runtime';
import { makeList, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { t } from '../texts';
import { ToListDialog } from './to-list-dialog';

const list = makeList({ id: 'l1', name: 'Tjedna kupnja' });
const result = { items: [], added: [], bought: [], unavailable: [] };

function renderDialog() {
  // The lists' calls are made only for a signed-in member.
  tokenStore.set('token');
  const api = mockApi({
    'GET /lists': () => ({ data: { lists: [list] } }),
    'POST /lists/l1/plan-items': () => ({ data: result }),
  });
  renderWithProviders(
    <ToListDialog range={{ from: '2026-12-07', to: '2026-12-13' }} onClose={() => {}} />,
  );
  return api;
}

describe('ToListDialog', () => {
  it('shows the days the Croatian way and sends them as ISO dates', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog();
    const from = await screen.findByRole('textbox', { name: t.plan.from });
    expect(from).toHaveValue('7. 12. 2026.');
    expect(screen.getByRole('textbox', { name: t.plan.to })).toHaveValue('13. 12. 2026.');

    await user.clear(from);
    await user.type(from, '9. 12. 2026.');
    await user.click(screen.getByRole('button', { name: t.plan.toList }));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        from: '2026-12-09',
        to: '2026-12-13',
        includeBought: false,
      }),
    );
  });

  it('says what is wrong with a day that is not a date, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog();
    const to = await screen.findByRole('textbox', { name: t.plan.to });
    await user.clear(to);
    await user.type(to, '31. 11. 2026.');

    expect(screen.getByText(t.common.dateInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.plan.toList })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when the range ends before it starts', async () => {
    const user = userEvent.setup();
    renderDialog();
    const to = await screen.findByRole('textbox', { name: t.plan.to });
    await user.clear(to);
    await user.type(to, '6. 12. 2026.');
    expect(screen.getByText(t.plan.rangeInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.plan.toList })).toBeDisabled();
  });

  it('offline, says in Croatian that it needs the connection and sends nothing; back online, it can', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog();
    await screen.findByRole('textbox', { name: t.plan.from });
    act(() => onlineManager.setOnline(false));
    try {
      expect(screen.getByText(t.plan.toListOffline)).toBeInTheDocument();
      const submit = screen.getByRole('button', { name: t.plan.toList });
      expect(submit).toBeDisabled();
      await user.click(submit);
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(screen.queryByText(t.plan.toListOffline)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.plan.toList })).toBeEnabled();
  });
});
