import { parseInviteEmail } from './invite-email';

describe('parseInviteEmail', () => {
  it('trims and lower-cases the address', () => {
    expect(parseInviteEmail('  Ivo.Horvat@Example.COM ')).toEqual({
      kind: 'ok',
      email: 'ivo.horvat@example.com',
    });
  });
  it('treats blank input as empty, to be ignored', () => {
    expect(parseInviteEmail('   ')).toEqual({ kind: 'empty' });
    expect(parseInviteEmail(undefined)).toEqual({ kind: 'empty' });
  });
  it('rejects what is not an e-mail', () => {
    expect(parseInviteEmail('ivo@')).toEqual({ kind: 'invalid' });
    expect(parseInviteEmail('not an email')).toEqual({ kind: 'invalid' });
  });
});
