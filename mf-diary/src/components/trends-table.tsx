import { formatLongDate } from '@organizator/shared/i18n';
import { Link } from '@organizator/shared/router';
import { useThemeToken } from '@organizator/shared/ui';
import { type CSSProperties, useState } from 'react';
import type { TrendDay } from '../domain/trend-days';
import { t } from '../texts';

/**
 * The charts' numbers as a table, newest day first, each day a link to it. Folded away at first,
 * and its rows are rendered when it is first opened: they are not what the page is opened for.
 */
export function TrendsTable({ days }: { days: readonly TrendDay[] }) {
  const token = useThemeToken();
  const [opened, setOpened] = useState(false);
  const cell: CSSProperties = {
    padding: '4px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'right',
    whiteSpace: 'nowrap',
  };
  const first: CSSProperties = { ...cell, textAlign: 'left', whiteSpace: 'normal' };
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary style={{ cursor: 'pointer', padding: '4px 0' }}>{t.trends.tableCaption}</summary>
      {opened && (
        <div style={{ overflowX: 'auto' }}>
          <table
            data-testid="trends-table"
            style={{ borderCollapse: 'collapse', width: '100%', marginTop: 8 }}
          >
            <caption style={{ position: 'absolute', left: -10_000 }}>
              {t.trends.tableCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col" style={first}>
                  {t.trends.date}
                </th>
                <th scope="col" style={cell}>
                  {t.trends.eaten}
                </th>
                <th scope="col" style={cell}>
                  {t.trends.goal}
                </th>
                <th scope="col" style={cell}>
                  {t.trends.protein}
                </th>
                <th scope="col" style={cell}>
                  {t.trends.fat}
                </th>
                <th scope="col" style={cell}>
                  {t.trends.carb}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date} data-testid="trends-row" data-date={day.date}>
                  <th scope="row" style={{ ...first, fontWeight: 'normal' }}>
                    <Link to={`/food-diary/day/${day.date}`}>{formatLongDate(day.date)}</Link>
                  </th>
                  {day.logged ? (
                    <>
                      <td style={cell}>{t.trends.kcal(day.eaten)}</td>
                      <td style={cell}>{t.trends.kcal(day.goal)}</td>
                      <td style={cell}>{t.trends.grams(day.protein)}</td>
                      <td style={cell}>{t.trends.grams(day.fat)}</td>
                      <td style={cell}>{t.trends.grams(day.carb)}</td>
                    </>
                  ) : (
                    <>
                      <td style={cell}>{t.trends.notLogged}</td>
                      <td style={cell}>{t.trends.kcal(day.goal)}</td>
                      <td style={cell} colSpan={3} />
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
