// `pnpm tokens`: writes the shell's colour variables, app colours and the kit's design tokens from
// antd's design tokens
// (run with tsx).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  appColoursModule,
  designTokensCss,
  themeTokenModule,
} from '../shared/src/ui/design-tokens';

const shell = path.join(import.meta.dirname, '../shell/src');
for (const [file, text] of [
  [path.join(shell, 'styles/tokens.css'), designTokensCss()],
  [path.join(shell, 'pwa/app-colours.ts'), appColoursModule()],
  [path.join(import.meta.dirname, '../shared/src/ui/theme-token-values.ts'), themeTokenModule()],
] as const) {
  writeFileSync(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
