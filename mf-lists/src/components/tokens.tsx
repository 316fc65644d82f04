import { type GlobalToken, theme } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';

const TokenContext = createContext<GlobalToken | null>(null);

/**
 * antd's design tokens, read once per page. `theme.useToken()` flattens and hashes the whole token
 * set on each component's first render; called in every row it made a 1000-item list's first render
 * (and Lighthouse's blocking time) noticeably slower. Rows read this context instead.
 */
export function TokenProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <TokenContext.Provider value={token}>{children}</TokenContext.Provider>;
}

export function useTokens(): GlobalToken {
  const token = useContext(TokenContext);
  if (!token) throw new Error('useTokens() needs a <TokenProvider> (each page renders one)');
  return token;
}
