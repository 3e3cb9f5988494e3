import type { Database } from './db';
import { INPUTS_PER_STATEMENT, type StatementsTogether, sendTogether } from './statements-together';

/** A shape whose statements double their inputs, and note how they were sent. */
function doubling(together?: (inputs: number[]) => Promise<number[]>) {
  const sent: string[] = [];
  const statements: StatementsTogether<number, number> = {
    alone: async (_db, input) => {
      sent.push(`alone ${input}`);
      return input * 2;
    },
    together: async (_db, inputs) => {
      sent.push(`together ${inputs.join(',')}`);
      return together ? together(inputs) : inputs.map((input) => input * 2);
    },
  };
  return { sent, statements };
}

const database = () => ({}) as Database;

describe('statements sent together', () => {
  it('sends the inputs of one turn as one statement, and answers each its own output', async () => {
    const { sent, statements } = doubling();
    const db = database();
    expect(await Promise.all([1, 2, 3].map((input) => sendTogether(db, 'double', statements, input)))).toEqual([2, 4, 6]);
    expect(sent).toEqual(['together 1,2,3']);
  });

  it('sends a lone input alone, and the next turn’s inputs in a statement of their own', async () => {
    const { sent, statements } = doubling();
    const db = database();
    expect(await sendTogether(db, 'double', statements, 5)).toBe(10);
    expect(await Promise.all([6, 7].map((input) => sendTogether(db, 'double', statements, input)))).toEqual([12, 14]);
    expect(sent).toEqual(['alone 5', 'together 6,7']);
  });

  it('keeps shapes and databases apart', async () => {
    const { sent, statements } = doubling();
    const [one, other] = [database(), database()];
    await Promise.all([sendTogether(one, 'a', statements, 1), sendTogether(one, 'b', statements, 2), sendTogether(other, 'a', statements, 3), sendTogether(one, 'a', statements, 4)]);
    expect(sent.sort()).toEqual(['alone 2', 'alone 3', 'together 1,4']);
  });

  it(`sends at most ${INPUTS_PER_STATEMENT} inputs in one statement`, async () => {
    const { sent, statements } = doubling();
    const inputs = Array.from({ length: INPUTS_PER_STATEMENT + 2 }, (_, i) => i);
    expect(await Promise.all(inputs.map((input) => sendTogether(database(), 'double', statements, input)))).toHaveLength(inputs.length);
    const db = database();
    sent.length = 0;
    await Promise.all(inputs.map((input) => sendTogether(db, 'double', statements, input)));
    expect(sent.map((line) => line.split(' ')[0])).toEqual(['together', 'together']);
    expect(sent[1]).toBe(`together ${INPUTS_PER_STATEMENT},${INPUTS_PER_STATEMENT + 1}`);
  });

  it('tries each input alone when the database refused the statement (nothing of it was written)', async () => {
    const refused = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const { sent, statements } = doubling(() => Promise.reject(refused));
    const db = database();
    expect(await Promise.all([1, 2].map((input) => sendTogether(db, 'double', statements, input)))).toEqual([2, 4]);
    expect(sent).toEqual(['together 1,2', 'alone 1', 'alone 2']);
  });

  it('fails every input when the connection was lost (the statement may have been written)', async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const { sent, statements } = doubling(() => Promise.reject(lost));
    const db = database();
    const answers = await Promise.allSettled([1, 2].map((input) => sendTogether(db, 'double', statements, input)));
    expect(answers).toEqual([
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
    ]);
    expect(sent).toEqual(['together 1,2']);
  });
});
