import { toast, toastBus } from '@organizator/shared/runtime';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { ToastHost } from '../providers/toast-host';
import { Dialog, type DialogProps } from './dialog';

/** A button that opens the dialog, as a page's would, and the dialog it opens. */
function Opener({
  children,
  ...props
}: Omit<DialogProps, 'open' | 'onCancel'> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otvori
      </button>
      <Dialog {...props} open={open} onCancel={() => setOpen(false)}>
        {children}
      </Dialog>
    </>
  );
}

const visibleDialog = () => screen.queryByRole('dialog', { hidden: false });

describe('Dialog', () => {
  it('opens as a modal named by its title, with the focus on its close button, and closes by it', async () => {
    render(<Opener title="Nova aktivnost">Sadržaj</Opener>);
    const opener = screen.getByRole('button', { name: 'Otvori' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Nova aktivnost' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Sadržaj');
    expect(screen.getByRole('button', { name: 'Zatvori' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(visibleDialog()).toBeNull());
  });

  it('gives the focus to a field of its content that asks for it', async () => {
    render(
      <Opener title="Traži">
        <input aria-label="Naziv" autoFocus />
      </Opener>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    expect(screen.getByRole('textbox', { name: 'Naziv' })).toHaveFocus();
  });

  it('is closed by Escape and by a click beside its panel, not by a click inside it', async () => {
    render(<Opener title="Pitanje">Tekst</Opener>);
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(visibleDialog()).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    await userEvent.click(screen.getByText('Tekst'));
    expect(visibleDialog()).not.toBeNull();
    // Pressed inside and released beside it (a text selection dragged out): it stays.
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(screen.getByText('Tekst'));
    fireEvent.click(dialog);
    expect(visibleDialog()).not.toBeNull();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    await waitFor(() => expect(visibleDialog()).toBeNull());
  });

  it('closes on one Escape from a field, unless the field has used that Escape itself', async () => {
    const onCancel = jest.fn();
    render(
      <Dialog open title="Traži" onCancel={onCancel}>
        <input type="search" aria-label="Pretraga" defaultValue="zob" />
        <input
          aria-label="Prijedlozi"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Prijedlozi' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('searchbox', { name: 'Pretraga' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has a cancel and a confirm button that submits the form it names', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Opener
        title="Dodaj"
        okText="Dodaj"
        cancelText="Odustani"
        okButtonProps={{ htmlType: 'submit', form: 'obrazac' }}
      >
        <form id="obrazac" onSubmit={submitted} />
      </Opener>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(visibleDialog()).toBeNull());
  });

  it('draws the footer it is given, or none', async () => {
    const { unmount } = render(
      <Opener title="Gotovo" footer={<button type="button">Otvori popis</button>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    expect(screen.getByRole('button', { name: 'Otvori popis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odustani' })).toBeNull();
    unmount();

    render(<Opener title="Bez gumba" footer={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Otvori',
      '',
    ]);
  });

  it('drops its content once closed when told to, and says when the closing is over', async () => {
    const afterClose = jest.fn();
    render(
      <Opener title="Jednokratno" destroyOnHidden afterClose={afterClose}>
        <input aria-label="Unos" />
      </Opener>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Unos' }), 'abc');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    expect(screen.getByRole('textbox', { name: 'Unos' })).toHaveValue('');
  });

  it('keeps its content while closed unless told otherwise, and renders it ahead when asked', async () => {
    render(
      <Opener title="Zadržano" forceRender>
        <input aria-label="Unos" />
      </Opener>,
    );
    // Rendered before the first opening, hidden.
    expect(screen.getByRole('textbox', { name: 'Unos' })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Unos' }), 'abc');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(visibleDialog()).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    expect(screen.getByRole('textbox', { name: 'Unos' })).toHaveValue('abc');
  });

  it('shows a toast inside itself while open (the page under it is inert), and in the page after', async () => {
    render(
      <>
        <ToastHost />
        <Opener title="Dodaj">Sadržaj</Opener>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    act(() => {
      toast.error('Greška', 'Nije spremljeno');
    });
    const inDialog = within(screen.getByRole('dialog')).getByTestId('toast');
    expect(inDialog).toHaveTextContent('Greška');
    expect(inDialog).not.toHaveAttribute('data-moved');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(visibleDialog()).toBeNull());
    const inPage = screen.getByTestId('toast');
    expect(inPage.closest('dialog')).toBeNull();
    // The same toast, already on screen: it does not slide in again.
    expect(inPage).toHaveTextContent('Greška');
    expect(inPage).toHaveAttribute('data-moved');
    act(() => toastBus.dismiss());
  });

  it('tells its owner when the browser closes it on its own', async () => {
    const onCancel = jest.fn();
    render(
      <Dialog open title="Otvoreno" onCancel={onCancel}>
        x
      </Dialog>,
    );
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
