/** One figure a chaos scenario measured, against its target. */
export interface Figure {
  name: string;
  measured: string;
  target: string;
  met: boolean;
}

export interface ChaosContext {
  /** The seed data imported once into SQLite; each scenario's server copies it. */
  seedTemplate: string;
  /** The run's seed (CHAOS_SEED): the same seed sends the same inputs. */
  seed: number;
  log(line: string): void;
}

export interface ScenarioOutcome {
  figures: Figure[];
  /** Markdown for the report's section of this scenario (tables, examples, how it ran). */
  details: string[];
  /** Everything measured, for the JSON report. */
  data: unknown;
}

/**
 * A fault scenario of `npm run chaos`: attacks a real server, prints its figures and hands them
 * to the report. The runner (run.ts) takes a list of these and `CHAOS_ONLY=<id>,...`.
 */
export interface ChaosScenario {
  id: string;
  title: string;
  run(context: ChaosContext): Promise<ScenarioOutcome>;
}

/** A count that must be zero. */
export function zero(name: string, count: number): Figure {
  return { name, measured: count.toLocaleString('en-US'), target: '0', met: count === 0 };
}
