import { themeStore } from '@organizator/shared/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './theme-toggle';

afterEach(() => {
  themeStore.setMode('system');
  localStorage.clear();
});

describe('theme toggle', () => {
  it('flips the stored darkMode flag and the dark class on <html>, both ways', async () => {
    themeStore.setMode('light');
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Promijeni temu' });

    await userEvent.click(button);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement).toHaveClass('dark');
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(button);
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
