/**
 * The Content-Security-Policy of every response. Remotes deployed on another origin (remotes.json)
 * need that origin for their entry and chunks (script-src), their manifest (connect-src), their CSS
 * chunks (style-src) and any images or fonts they ship (img-src, font-src).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const extra = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the barcode scanner compile its WebAssembly reader (served from our
    // own origin); it allows no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval'${extra}`,
    // antd and Editor.js inject <style> tags at runtime (CSS-in-JS).
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    // The shell's service worker (/sw.js) and the web app manifest.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join(';');
}

/** The policy for the current set of origins, rebuilt only when that set changes. */
export function cspForOrigins(origins: () => readonly string[]): () => string {
  let last: readonly string[] | null = null;
  let header = '';
  return () => {
    const current = origins();
    if (current !== last) {
      last = current;
      header = contentSecurityPolicy(current);
    }
    return header;
  };
}

/** `policy` with these sources (e.g. the hashes of scripts inlined in a page) added to script-src. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      directive.startsWith('script-src ') ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
}
