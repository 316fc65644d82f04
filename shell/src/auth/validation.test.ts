import { email, verifyBody } from '@organizator/shared/contract';
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

  it.each(['1234567', '12345678', ' 12345678 ', '123456789'])(
    '%j: the form and the contract agree on the code',
    (code) => {
      const contractAccepts = verifyBody.safeParse({ email: 'a@b.hr', token: code }).success;
      expect(validateCode(code, 'a@b.hr') === null).toBe(contractAccepts);
    },
  );
});
