/** The part of a remote's mf-manifest.json that lists the files of what it exposes. */
interface RemoteManifest {
  metaData?: { publicPath?: string };
  exposes?: {
    assets?: {
      js?: { sync?: string[]; async?: string[] };
      css?: { sync?: string[]; async?: string[] };
    };
  }[];
}

/**
 * Every script and style of a remote's exposed modules (its pages, lazily loaded ones included) as
 * absolute URLs. A remote built with `publicPath: 'auto'` serves them beside its manifest.
 */
export function remoteAssetUrls(manifest: RemoteManifest, manifestUrl: string): string[] {
  const declared = manifest.metaData?.publicPath;
  const base =
    declared && declared !== 'auto' ? new URL(declared, manifestUrl) : new URL('.', manifestUrl);
  const files = (manifest.exposes ?? []).flatMap(({ assets }) => [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ]);
  return [...new Set(files)].map((file) => new URL(file, base).href);
}
