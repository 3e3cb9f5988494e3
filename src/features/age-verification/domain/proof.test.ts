import { DATE_MESSAGE, REQUIRED_MESSAGE } from '../../../shared/domain/validation/messages';
import { PROOF_METHOD_MISSING } from './messages';
import { proofFormSchema } from './proof';

describe('the proof form', () => {
  it('takes a licence or a passport line with its expiry date', () => {
    expect(proofFormSchema.parse({ proofMethod: 'driverLicense', driverLicense: ' MORGA753116SM9IJ ' })).toEqual({
      proofMethod: 'driverLicense',
      driverLicense: 'MORGA753116SM9IJ',
    });
    expect(proofFormSchema.parse({ proofMethod: 'passport', passportNumber: 'X', passportDate: '1994-06-23', driverLicense: 'ignored' })).toEqual({
      proofMethod: 'passport',
      passportNumber: 'X',
      passportDate: '1994-06-23',
    });
  });

  it.each([
    [{}, PROOF_METHOD_MISSING],
    [{ proofMethod: 'idcard' }, PROOF_METHOD_MISSING],
    [{ proofMethod: 'driverLicense' }, REQUIRED_MESSAGE],
    [{ proofMethod: 'driverLicense', driverLicense: '   ' }, REQUIRED_MESSAGE],
    [{ proofMethod: 'passport', passportNumber: 'X', passportDate: '23/06/1994' }, DATE_MESSAGE],
    [{ proofMethod: 'passport', passportDate: '1994-06-23' }, REQUIRED_MESSAGE],
  ])('refuses %j', (form, message) => {
    const result = proofFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });
});
