// `pnpm dev`: the API and every app in watch mode on their own ports (API 4000, shell 3000, remotes 3001-3005).
import { spawn } from 'node:child_process';

const apps = [
  ['api', ['--filter', '@organizator/api', 'dev']],
  ['shell', ['--filter', 'shell', 'dev']],
  ['lists', ['--filter', 'mf-lists', 'dev']],
  ['notes', ['--filter', 'mf-notes', 'dev']],
  ['groceries', ['--filter', 'mf-groceries', 'dev']],
  ['diary', ['--filter', 'mf-diary', 'dev']],
  ['settings', ['--filter', 'mf-settings', 'dev']],
];

const children = apps.map(([name, args]) => {
  const child = spawn('pnpm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const pipe = (stream) => (chunk) =>
    stream.write(
      `${chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => prefix + l)
        .join('\n')}\n`,
    );
  child.stdout.on('data', pipe(process.stdout));
  child.stderr.on('data', pipe(process.stderr));
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  return child;
});

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Organizator dev: http://localhost:3000 (API http://localhost:4000/api)');
