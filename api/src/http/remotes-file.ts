import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultRemotes, readRemotesMap } from './remotes-map';
import { HeldRemotes } from './remotes-source';

/** How often the file is looked at again: a deployment edits it, no restart needed. */
const RECHECK_MS = 1000;

/**
 * The deployment's remotes.json, kept outside any build output (a shell redeploy must not reset
 * the remotes' pointers). Created with the default layout when missing; re-read when it changes.
 */
export class RemotesFile extends HeldRemotes {
  private checkedAt = 0;
  private mtimeMs = -1;

  constructor(
    readonly file: string,
    private readonly now: () => number = Date.now,
  ) {
    super();
    try {
      statSync(file);
    } catch {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(defaultRemotes(), null, 2)}\n`);
    }
    this.refresh(true);
  }

  protected override refresh(force = false): void {
    const now = this.now();
    if (!force && now - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = now;
    try {
      const { mtimeMs } = statSync(this.file);
      if (mtimeMs === this.mtimeMs) return;
      this.hold(readRemotesMap(readFileSync(this.file, 'utf8')));
      this.mtimeMs = mtimeMs;
    } catch {
      // A half-written or broken file keeps the last good configuration.
    }
  }
}
