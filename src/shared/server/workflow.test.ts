import { runWorkflow, type WorkflowStep } from './workflow';

interface Run {
  log: string[];
}
const quiet = { warn: vi.fn() };

function step(name: string, options: { fail?: boolean; stop?: boolean; undo?: boolean; undoFails?: boolean; when?: boolean } = {}): WorkflowStep<Run> {
  return {
    name,
    ...(options.when === undefined ? {} : { when: () => options.when! }),
    run: async (run) => {
      if (options.fail) throw new Error(`${name} failed`);
      run.log.push(name);
      return options.stop ? 'stop' : 'next';
    },
    ...(options.undo || options.undoFails
      ? {
          undo: async (run: Run) => {
            if (options.undoFails) throw new Error('cannot undo');
            run.log.push(`undo ${name}`);
          },
        }
      : {}),
  };
}

describe('the workflow runner', () => {
  it('runs the steps in order and journals each', async () => {
    const run = { log: [] };
    const journal = await runWorkflow('test', [step('a'), step('b', { when: false }), step('c')], run, quiet);
    expect(run.log).toEqual(['a', 'c']);
    expect(journal).toEqual([
      { step: 'a', outcome: 'done' },
      { step: 'b', outcome: 'skipped' },
      { step: 'c', outcome: 'done' },
    ]);
  });

  it('undoes the done steps in reverse order when one fails, and rethrows the failure', async () => {
    const run = { log: [] };
    const steps = [step('claim', { undo: true }), step('plain'), step('authorise', { undo: true }), step('write', { fail: true }), step('capture')];
    await expect(runWorkflow('test', steps, run, quiet)).rejects.toThrow('write failed');
    expect(run.log).toEqual(['claim', 'plain', 'authorise', 'undo authorise', 'undo claim']);
    expect(quiet.warn).toHaveBeenCalledWith(
      {
        code: 'workflow_undone',
        workflow: 'test',
        journal: [
          { step: 'claim', outcome: 'done' },
          { step: 'plain', outcome: 'done' },
          { step: 'authorise', outcome: 'done' },
          { step: 'write', outcome: 'failed' },
          { step: 'authorise', outcome: 'undone' },
          { step: 'claim', outcome: 'undone' },
        ],
      },
      expect.any(String),
    );
  });

  it('goes on undoing when one undo fails', async () => {
    const run = { log: [] };
    await expect(runWorkflow('test', [step('a', { undo: true }), step('b', { undoFails: true }), step('c', { fail: true })], run, quiet)).rejects.toThrow(
      'c failed',
    );
    expect(run.log).toEqual(['a', 'b', 'undo a']);
  });

  it('stops at a step that has the answer, undoing nothing', async () => {
    const run = { log: [] };
    const journal = await runWorkflow('test', [step('a', { undo: true }), step('b', { stop: true }), step('c')], run, quiet);
    expect(run.log).toEqual(['a', 'b']);
    expect(journal.at(-1)).toEqual({ step: 'b', outcome: 'stopped' });
  });
});
