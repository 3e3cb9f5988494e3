import type { Database } from './db';
import { INPUTS_PER_STATEMENT, type StatementsTogether, sendTogether } from './statements-together';

/** A shape whose statements double their inputs, and note how they were sent. */
function doubling(together?: (inputs: number[]) => Promise<number[]>, readOnly = false) {
  const sent: string[] = [];
  const statements: StatementsTogether<number, number> = {
    readOnly,
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
    expect(await Promise.all([1, 2, 3].map((input) => sendTogether(db, statements, input)))).toEqual([2, 4, 6]);
    expect(sent).toEqual(['together 1,2,3']);
  });

  it('sends a lone input alone, and the next turn’s inputs in a statement of their own', async () => {
    const { sent, statements } = doubling();
    const db = database();
    expect(await sendTogether(db, statements, 5)).toBe(10);
    expect(await Promise.all([6, 7].map((input) => sendTogether(db, statements, input)))).toEqual([12, 14]);
    expect(sent).toEqual(['alone 5', 'together 6,7']);
  });

  it('keeps shapes and databases apart', async () => {
    const [a, b] = [doubling(), doubling()];
    const [one, other] = [database(), database()];
    await Promise.all([
      sendTogether(one, a.statements, 1),
      sendTogether(one, b.statements, 2),
      sendTogether(other, a.statements, 3),
      sendTogether(one, a.statements, 4),
    ]);
    expect(a.sent.sort()).toEqual(['alone 3', 'together 1,4']);
    expect(b.sent).toEqual(['alone 2']);
  });

  it(`sends at most ${INPUTS_PER_STATEMENT} inputs in one statement`, async () => {
    const { sent, statements } = doubling();
    const inputs = Array.from({ length: INPUTS_PER_STATEMENT + 2 }, (_, i) => i);
    expect(await Promise.all(inputs.map((input) => sendTogether(database(), statements, input)))).toHaveLength(inputs.length);
    const db = database();
    sent.length = 0;
    await Promise.all(inputs.map((input) => sendTogether(db, statements, input)));
    expect(sent.map((line) => line.split(' ')[0])).toEqual(['together', 'together']);
    expect(sent[1]).toBe(`together ${INPUTS_PER_STATEMENT},${INPUTS_PER_STATEMENT + 1}`);
  });

  it('tries each input alone when the database refused the statement (nothing of it was written)', async () => {
    const refused = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const { sent, statements } = doubling(() => Promise.reject(refused));
    const db = database();
    expect(await Promise.all([1, 2].map((input) => sendTogether(db, statements, input)))).toEqual([2, 4]);
    expect(sent).toEqual(['together 1,2', 'alone 1', 'alone 2']);
  });

  it('fails every input when the connection was lost (the statement may have been written)', async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const { sent, statements } = doubling(() => Promise.reject(lost));
    const db = database();
    const answers = await Promise.allSettled([1, 2].map((input) => sendTogether(db, statements, input)));
    expect(answers).toEqual([
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
    ]);
    expect(sent).toEqual(['together 1,2']);
  });

  it('fails every input of a write when the server ended the connection, though it gave a SQLSTATE', async () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const { sent, statements } = doubling(() => Promise.reject(terminated));
    const db = database();
    const answers = await Promise.allSettled([1, 2].map((input) => sendTogether(db, statements, input)));
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    expect(sent).toEqual(['together 1,2']);
  });

  it('tries each input of a read alone, whatever made its batch fail', async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const { sent, statements } = doubling(() => Promise.reject(lost), true);
    const db = database();
    expect(await Promise.all([1, 2].map((input) => sendTogether(db, statements, input)))).toEqual([2, 4]);
    expect(sent).toEqual(['together 1,2', 'alone 1', 'alone 2']);
  });

  it('answers every request when a batch throws at once or answers too few', async () => {
    const throwsAtOnce: StatementsTogether<number, number> = {
      readOnly: true,
      alone: async (_db, input) => input,
      together: () => {
        throw new Error('built wrong');
      },
    };
    const db = database();
    expect(await Promise.all([1, 2].map((input) => sendTogether(db, throwsAtOnce, input)))).toEqual([1, 2]);
    const { statements } = doubling(async () => [2]);
    const answers = await Promise.allSettled([1, 2].map((input) => sendTogether(db, statements, input)));
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });
});
