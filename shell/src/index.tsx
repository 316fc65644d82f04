import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaRoutesModule } from '@organizator/shared/domain';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const remotes: Record<string, string> = await (await fetch('/remotes.json')).json();
registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));

const Notes = lazy(async () => {
  const mod = (await loadRemote<AreaRoutesModule<'mf_notes'>>('mf_notes/routes'))!;
  return { default: mod.routes['/notes'] };
});

createRoot(document.getElementById('root')!).render(
  <Suspense fallback="...">
    <h1>shell</h1>
    <Notes />
  </Suspense>,
);
