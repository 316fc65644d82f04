import { readFileSync } from 'node:fs';
import path from 'node:path';
import { providedShared, SHARED_VERSION, sharedDependencies } from './shared-deps';

const shellDir = path.join(__dirname, '..', '..', '..', 'shell');
const installed = (pkg: string) =>
  (
    JSON.parse(
      readFileSync(require.resolve(`${pkg}/package.json`, { paths: [shellDir] }), 'utf8'),
    ) as { version: string }
  ).version;

test("the shell's share scope offers every request remotes share, with the remotes' rules", () => {
  const provided = providedShared(shellDir);
  const rules = sharedDependencies();
  expect(Object.keys(provided).sort()).toEqual(Object.keys(rules).sort());
  for (const [request, { shareConfig }] of Object.entries(provided)) {
    const { version: _built, ...expected } = rules[request] ?? {};
    expect(shareConfig).toEqual(expected);
  }
});

test('each shared package is offered at the version the shell really bundles', () => {
  const provided = providedShared(shellDir);
  expect(provided.react?.version).toBe(installed('react'));
  expect(provided['react-dom/client']?.version).toBe(installed('react-dom'));
  expect(provided['@tanstack/react-query']?.version).toBe(installed('@tanstack/react-query'));
  expect(provided['@organizator/shared/i18n']?.version).toBe(SHARED_VERSION);
});
