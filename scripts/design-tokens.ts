// `pnpm tokens`: writes the shell's colour variables from antd's design tokens (run with tsx).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { designTokensCss } from '../shared/src/ui/design-tokens';

const file = path.join(import.meta.dirname, '../shell/src/styles/tokens.css');
writeFileSync(file, designTokensCss());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
