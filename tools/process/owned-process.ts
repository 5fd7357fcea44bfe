import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/*
 * A child that never outlives its owner, even when the owner is killed with SIGKILL: it runs under a
 * small shell guard that reads the owner's pipe. When the pipe closes (a clean stop, or the owner's
 * death whatever the cause), the guard sends the child SIGTERM and waits for it to finish.
 */
const GUARD_SCRIPT = `
exec 3<&0
"$@" </dev/null &
child=$!
( read -r _ <&3; kill -TERM "$child" 2>/dev/null ) &
watcher=$!
# 2>/dev/null: the shell would otherwise print "Terminated" when the child ends by our SIGTERM.
wait "$child" 2>/dev/null
status=$?
kill "$watcher" 2>/dev/null
exit "$status"
`;

export interface OwnedProcess {
  process: ChildProcess;
  /** Resolves with the exit code once the child (and its guard) have exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export function spawnOwned(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio'> & {
    stdout?: 'inherit' | 'ignore' | 'pipe';
    stderr?: 'inherit' | 'ignore' | 'pipe';
  } = {},
): OwnedProcess {
  const { stdout = 'inherit', stderr = 'inherit', ...spawnOptions } = options;
  const child = spawn('sh', ['-c', GUARD_SCRIPT, 'owned-process', command, ...args], {
    ...spawnOptions,
    // A group of its own: a terminal's Ctrl+C reaches only the owner, which stops children in order.
    detached: true,
    stdio: ['pipe', stdout, stderr],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let stopping: Promise<void> | undefined;
  return {
    process: child,
    exited,
    stop: (graceMs = 10_000) => {
      stopping ??= (async () => {
        child.stdin?.end();
        const timer = setTimeout(() => {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        }, graceMs);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
