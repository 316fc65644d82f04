import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.join(__dirname, '../../..');
const script = path.join(__dirname, '../../scripts/antd-styles.mjs');
const config = path.join(__dirname, '../../scripts/antd-styles-config.mjs');

// antd draws its components from the generated stylesheet (zeroRuntime): after an antd upgrade or a
// new component in the generator's list, the committed file must be regenerated.
test('the committed antd stylesheet is what the generator writes for this antd', () => {
  expect(() => execFileSync('node', [script, '--check'], { stdio: 'pipe' })).not.toThrow();
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The antd values the app's code imports (types and the theme API draw nothing). */
function importedAntdComponents(): string[] {
  const roots = readdirSync(repo)
    .filter((name) => name.startsWith('mf-') || name === 'shared')
    .map((name) => path.join(repo, name, 'src'));
  const names = new Set<string>();
  for (const file of roots.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'antd'/g,
    )) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ') && !['theme', 'ConfigProvider'].includes(name)) {
          names.add(name);
        }
      }
    }
  }
  return [...names];
}

// A component missing from the list would render unstyled: antd generates no styles in the browser.
test('every antd component a page imports has its styles in the generated stylesheet', () => {
  const listed: string[] = JSON.parse(
    execFileSync('node', [
      '--input-type=module',
      '-e',
      `import { antdComponents } from ${JSON.stringify(config)}; console.log(JSON.stringify(antdComponents));`,
    ]).toString(),
  );
  const imported = importedAntdComponents();
  expect(imported.length).toBeGreaterThan(0);
  expect(imported.filter((name) => !listed.includes(name))).toEqual([]);
});
