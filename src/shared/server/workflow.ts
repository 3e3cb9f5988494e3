/**
 * A workflow: named steps, each with its action and, where it leaves something behind, its undo (the way
 * Medusa's workflows compensate). One runner runs them in order; when a step fails, the steps already done
 * are undone in reverse order and the failure goes on to the caller. A step may also end the workflow early
 * with its answer (`'stop'`): nothing is undone then, what was done stands. Every step the runner ran is in
 * the journal it answers, with how it ended.
 */
export interface WorkflowStep<Run> {
  readonly name: string;
  /** Skipped when this says so (a method that takes no payment before the order has no authorise step). */
  when?(run: Run): boolean;
  run(run: Run): Promise<StepEnd | undefined>;
  /** Undoes what `run` did; called only once `run` finished and a later step failed. Must not throw for its own failures. */
  undo?(run: Run): Promise<void>;
}

/** A step's end: 'next' (the default) goes on; 'stop' ends the workflow with what the run holds. */
type StepEnd = 'next' | 'stop';

type StepOutcome = 'done' | 'stopped' | 'skipped' | 'failed' | 'undone' | 'undo-failed';
export type WorkflowJournal = { step: string; outcome: StepOutcome }[];

export interface WorkflowLog {
  warn(details: object, message: string): void;
}

/**
 * Runs the steps over one run's state. Answers the journal; a failure is rethrown as it came (after the
 * done steps were undone), with the journal logged by step names and outcomes only.
 */
export async function runWorkflow<Run>(name: string, steps: readonly WorkflowStep<Run>[], run: Run, log: WorkflowLog): Promise<WorkflowJournal> {
  const journal: WorkflowJournal = [];
  const done: WorkflowStep<Run>[] = [];
  for (const step of steps) {
    if (step.when && !step.when(run)) {
      journal.push({ step: step.name, outcome: 'skipped' });
      continue;
    }
    let end: StepEnd | undefined;
    try {
      end = await step.run(run);
    } catch (error) {
      journal.push({ step: step.name, outcome: 'failed' });
      await undoDone(done, run, journal);
      if (done.some((s) => s.undo)) log.warn({ code: 'workflow_undone', workflow: name, journal }, 'workflow step failed: done steps undone');
      throw error;
    }
    done.push(step);
    if (end === 'stop') {
      journal.push({ step: step.name, outcome: 'stopped' });
      return journal;
    }
    journal.push({ step: step.name, outcome: 'done' });
  }
  return journal;
}

async function undoDone<Run>(done: readonly WorkflowStep<Run>[], run: Run, journal: WorkflowJournal): Promise<void> {
  for (const step of [...done].reverse()) {
    if (!step.undo) continue;
    try {
      await step.undo(run);
      journal.push({ step: step.name, outcome: 'undone' });
    } catch {
      journal.push({ step: step.name, outcome: 'undo-failed' });
    }
  }
}
