import { render, screen } from '@testing-library/react';
import { EmptyState, solidOver } from './empty-state';

describe('EmptyState', () => {
  it("lays antd's translucent fills on the background as antd's picture does", () => {
    // antd's getAsSolidColor (FastColor.onBackground) gives these for its light and dark fills.
    expect(solidOver('rgba(0,0,0,0.15)', '#ffffff')).toBe('#d9d9d9');
    expect(solidOver('rgba(0,0,0,0.02)', '#ffffff')).toBe('#fafafa');
    expect(solidOver('rgba(255,255,255,0.18)', '#141414')).toBe('#3e3e3e');
    expect(solidOver('rgba(255,255,255,0.04)', '#141414')).toBe('#1d1d1d');
  });

  it('shows its text and, when given, the action under it', () => {
    render(<EmptyState text="Još nema recepata." action={<button type="button">Dodaj</button>} />);
    expect(screen.getByText('Još nema recepata.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj' })).toBeInTheDocument();
  });
});
