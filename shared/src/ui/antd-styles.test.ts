import { execFileSync } from 'node:child_process';
import path from 'node:path';

// antd draws its components from the generated stylesheet (zeroRuntime): after an antd upgrade or a
// new component in the generator's list, the committed file must be regenerated.
test('the committed antd stylesheet is what the generator writes for this antd', () => {
  const script = path.join(__dirname, '../../scripts/antd-styles.mjs');
  expect(() => execFileSync('node', [script, '--check'], { stdio: 'pipe' })).not.toThrow();
});
