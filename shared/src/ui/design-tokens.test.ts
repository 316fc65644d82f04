import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { modeTokens } from './brand';
import { appColoursModule, designTokensCss, themeTokenModule } from './design-tokens';
import { THEME_TOKEN_KEYS } from './theme-token-keys';
import { themeTokenValues } from './theme-token-values';

describe('the shell colour variables', () => {
  it('are exactly what antd derives from the brand seed (run `pnpm tokens` after a change)', () => {
    const committed = readFileSync(
      path.join(__dirname, '../../../shell/src/styles/tokens.css'),
      'utf8',
    );
    expect(committed).toBe(designTokensCss());
  });

  it('and the app colours of the manifest and theme-color come from the same tokens', () => {
    const committed = readFileSync(
      path.join(__dirname, '../../../shell/src/pwa/app-colours.ts'),
      'utf8',
    );
    expect(committed).toBe(appColoursModule());
    expect(committed).toContain("theme: '#0958d9'");
  });

  it('follow the brand colour with its contrast adjustment in light mode and antd dark algorithm in dark mode', () => {
    const css = designTokensCss();
    expect(css).toMatch(/:root \{[^}]*--org-primary: #0958d9;/);
    expect(css).toMatch(/:root\.dark \{[^}]*--org-primary: #1668dc;/);
  });

  it("and the kit's design tokens are antd's own, per mode (run `pnpm tokens` after a change)", () => {
    const committed = readFileSync(path.join(__dirname, 'theme-token-values.ts'), 'utf8');
    expect(committed).toBe(themeTokenModule());
    const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: modeTokens(true) });
    for (const key of THEME_TOKEN_KEYS) expect(themeTokenValues.dark[key]).toEqual(dark[key]);
  });
});
