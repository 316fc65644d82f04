import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { HeadingLoading } from '../layout/heading-loading';
import { useFocusOnNavigation } from './focus-on-navigation';

let showPage: (shown: boolean) => void = () => {};

/** A page whose area is still loading at first: the stand-in title, then its own. */
function NotesPage() {
  const [shown, setShown] = useState(false);
  showPage = setShown;
  return shown ? <h1>Bilješke</h1> : <HeadingLoading heading={{ text: 'Bilješke' }} />;
}

function App() {
  useFocusOnNavigation();
  return (
    <>
      <Link to="/notes">Bilješke</Link>
      <Routes>
        <Route path="/dashboard" element={<h1>Popisi</h1>} />
        <Route path="/notes" element={<NotesPage />} />
      </Routes>
    </>
  );
}

it("focuses the page's own title after a navigation, not the stand-in shown while it loads", async () => {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <App />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Bilješke' }));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(screen.getByRole('heading', { name: 'Bilješke' })).not.toHaveFocus();

  act(() => showPage(true));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(screen.getByRole('heading', { name: 'Bilješke' })).toHaveFocus();
});
