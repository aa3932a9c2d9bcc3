import fs from 'node:fs';
import path from 'node:path';

/** Makes what was written to a file so far durable (fdatasync), off the event loop. */
export type FlushFile = (file: string) => Promise<void>;

/**
 * SQLite's WAL flushed on libuv's thread pool, one flush for every commit that comes while
 * one runs (group commit). SQLite's own `synchronous=FULL` fsyncs inside COMMIT, on the event
 * loop: every request waited for every commit's disk flush (5 ms a commit on average, up to
 * 180 ms on a busy disk, bench/README.md). Now COMMIT writes the WAL (`synchronous=NORMAL`)
 * and the answer waits for this flush instead, while the loop serves other requests.
 */
export class WalFlush {
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(
    private readonly wal: string,
    private readonly flush: FlushFile,
  ) {}

  /** Resolves once everything written to the WAL before this call is on disk. */
  afterWrites(): Promise<void> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    // The running flush may have begun before this commit's write: the next one covers it.
    const after = () => {
      this.next = undefined;
      return this.start();
    };
    this.next = this.running.then(after, after);
    return this.next;
  }

  private start(): Promise<void> {
    const run = this.flush(this.wal).finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }
}

/**
 * fdatasync of `file` through a handle kept open; opened again if the file was replaced (the
 * WAL is removed when the last connection closes), and its folder synced when opened, so that
 * the file's entry survives a power cut too.
 */
export function keptFileFlush(): { flush: FlushFile; close(): Promise<void> } {
  let open: { handle: fs.promises.FileHandle; ino: number } | undefined;
  return {
    async flush(file) {
      // No WAL yet: nothing was written (a pragma that reads is not read-only to SQLite).
      const stat = await fs.promises.stat(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
      if (!stat) return;
      const { ino } = stat;
      if (open?.ino !== ino) {
        await open?.handle.close().catch(() => undefined);
        open = undefined;
        const handle = await fs.promises.open(file, 'r');
        open = { handle, ino: (await handle.stat()).ino };
        const dir = await fs.promises.open(path.dirname(file), 'r');
        try {
          await dir.sync();
        } finally {
          await dir.close();
        }
      }
      await open.handle.datasync();
    },
    async close() {
      await open?.handle.close().catch(() => undefined);
      open = undefined;
    },
  };
}
