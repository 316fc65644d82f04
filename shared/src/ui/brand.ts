/**
 * The brand, once: antd's seed tokens for every remote (AntdScope) and the source the shell's CSS
 * variables are generated from (scripts/design-tokens.ts). Imports no antd, so build configs and
 * the shell can read it.
 */
export const brandToken = { colorPrimary: '#1677ff', borderRadius: 8, fontFamily: 'inherit' };
