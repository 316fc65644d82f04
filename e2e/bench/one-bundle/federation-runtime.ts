// The one-bundle build's `@module-federation/runtime`: without federation nothing loads a
// remote, so the shell's only remaining use of the runtime (the shared-version check of a remote's
// manifest, imported by its error panel) never runs. Left to the real package, that import alone would
// put the whole federation runtime into the one bundle.
export function satisfy(): boolean {
  throw new Error('the one-bundle benchmark build has no Module Federation runtime');
}
