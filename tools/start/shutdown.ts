/** Runs `stop` once on Ctrl+C or SIGTERM, then exits with `code`. */
export function onShutdownSignal(stop: () => Promise<void>, code = 0): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    stop().then(
      () => process.exit(code),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
