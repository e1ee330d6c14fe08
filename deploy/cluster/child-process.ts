import { spawn, type ChildProcess } from 'node:child_process';

/** What a child keeps of its output: enough to show why it failed. */
const OUTPUT_KEPT = 20_000;

/**
 * One process of the cluster (a server process or nginx): started, watched and stopped by its
 * own pid, never by name. Its output is kept (the tail) and handed line by line to `onLine`.
 */
export class ClusterChild {
  private child: ChildProcess | null = null;
  private exit: Promise<void> = Promise.resolve();
  private kept = '';
  private ended = true;

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: readonly string[],
    private readonly options: {
      cwd: string;
      env: NodeJS.ProcessEnv;
      onLine?: (name: string, line: string) => void;
      /** Every exit, with the exit code or the signal that ended it. */
      onExit?: (name: string, how: string) => void;
    },
  ) {}

  get pid(): number | null {
    return this.running ? (this.child?.pid ?? null) : null;
  }

  get running(): boolean {
    return !this.ended;
  }

  output(): string {
    return this.kept;
  }

  start(): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    const child = spawn(this.command, this.args, {
      cwd: this.options.cwd,
      env: this.options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.ended = false;
    let partial = '';
    const take = (data: Buffer) => {
      const text = data.toString();
      this.kept = (this.kept + text).slice(-OUTPUT_KEPT);
      if (!this.options.onLine) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) this.options.onLine(this.name, line);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    this.exit = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.ended = true;
        this.options.onExit?.(this.name, signal ?? `exit code ${code}`);
        resolve();
      });
      // A command that could not start at all (not installed) exits without an 'exit' event.
      child.once('error', (error) => {
        this.kept += `\n${this.name} could not start: ${error.message}`;
        this.ended = true;
        resolve();
      });
    });
  }

  /** Resolves once it has exited. */
  exited(): Promise<void> {
    return this.exit;
  }

  /** Sends the signal and waits for the exit; after `graceMs` a process still there is killed outright. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.exit;
    clearTimeout(timer);
  }
}
