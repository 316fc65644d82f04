import { LOGIN_CODE_LENGTH as contractCodeLength, email } from '@organizator/shared/contract';
import { LOGIN_CODE_LENGTH } from '@organizator/shared/domain';
import { validateCode, validateEmail } from './validation';

describe("the sign-in form checks what the API's contract checks", () => {
  it.each([
    'ana@example.com',
    ' Ana@Example.COM ',
    'a.b+c@sub.example.hr',
    'ana',
    'a..b@example.com',
    '.a@example.com',
    'a@b',
    'a@-b.com',
    'ana@example.c',
  ])('%j: the form and the contract agree', (address) => {
    expect(validateEmail(address) === null).toBe(email.safeParse(address).success);
  });

  it('asks for as many code digits as the contract', () => {
    expect(LOGIN_CODE_LENGTH).toBe(contractCodeLength);
    expect(validateCode('1'.repeat(LOGIN_CODE_LENGTH - 1), 'a@b.hr')).not.toBeNull();
    expect(validateCode('1'.repeat(LOGIN_CODE_LENGTH), 'a@b.hr')).toBeNull();
  });
});
