import { type ThemeToken, useThemeToken } from '@organizator/shared/ui';
import { createContext, type ReactNode, useContext } from 'react';

const TokenContext = createContext<ThemeToken | null>(null);

/**
 * The kit's design tokens, read once per page and handed to the rows through context: a list renders
 * hundreds of rows, and each reading the theme store and the motion preference itself would
 * subscribe each of them to both.
 */
export function TokenProvider({ children }: { children: ReactNode }) {
  const token = useThemeToken();
  return <TokenContext.Provider value={token}>{children}</TokenContext.Provider>;
}

export function useTokens(): ThemeToken {
  const token = useContext(TokenContext);
  if (!token) throw new Error('useTokens() needs a <TokenProvider> (each page renders one)');
  return token;
}
