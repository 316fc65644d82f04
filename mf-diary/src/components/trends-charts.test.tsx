import { renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import type { TrendDay } from '../domain/trend-days';
import { EnergyChart } from './energy-chart';
import { SplitChart } from './split-chart';

const days: TrendDay[] = ['2026-12-01', '2026-12-02', '2026-12-03'].map((date, i) => ({
  date,
  logged: i > 0,
  eaten: 600 * i,
  goal: 1800,
  protein: 20,
  fat: 10,
  carb: 80,
  split: { protein: 20, fat: 20, carb: 60 },
}));

/** jsdom lays nothing out: every SVG reports the width a phone's layout gives the chart. */
function laidOutAt(width: number) {
  return jest
    .spyOn(SVGElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width, height: 0, top: 0, left: 0, right: width, bottom: 0 } as DOMRect);
}

afterEach(() => jest.restoreAllMocks());

describe('the trends charts', () => {
  it('draw the energy chart in its own pixels, so its labels keep the text size on a phone', () => {
    laidOutAt(330);
    renderWithProviders(<EnergyChart days={days} />);
    const chart = screen.getByTestId('trends-energy-chart');
    expect(chart).toHaveAttribute('viewBox', '0 0 330 180');
    expect(chart).toHaveAttribute('height', '180');
  });

  it('line the split chart’s columns up with the energy chart’s at the same width', () => {
    laidOutAt(330);
    renderWithProviders(
      <>
        <EnergyChart days={days} />
        <SplitChart days={days} />
      </>,
    );
    const barX = (testId: string) =>
      [...screen.getByTestId(testId).querySelectorAll('rect[fill]:not([fill="transparent"])')].map(
        (rect) => rect.getAttribute('x'),
      );
    const energy = barX('trends-energy-chart');
    // Three macro rects per logged day, one x each.
    const split = [...new Set(barX('trends-split-chart'))];
    expect(split).toEqual(energy);
    expect(screen.getByTestId('trends-split-chart')).toHaveAttribute('viewBox', '0 0 330 64');
  });
});
