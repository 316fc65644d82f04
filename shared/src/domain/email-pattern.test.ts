import { regexes } from 'zod/mini';
import { email } from '../contract/common';
import { EMAIL_PATTERN } from './constants';

it("is zod's own e-mail rule: a zod upgrade that changes it fails here, not in a user's form", () => {
  // Written without the escapes zod keeps and Biome drops (`\-` at the end of a class is `-`).
  const plain = (pattern: RegExp) => pattern.source.replaceAll('\\-', '-');
  expect(plain(EMAIL_PATTERN)).toBe(plain(regexes.email));
});

it.each(['ana@example.com', 'a.b+c@sub.example.hr', "o'neil@x.io"])('accepts %s', (address) => {
  expect(EMAIL_PATTERN.test(address)).toBe(true);
  expect(email.safeParse(address).success).toBe(true);
});

it.each(['ana', 'a..b@example.com', '.a@example.com', 'a@b', 'a@-b.com'])(
  'refuses %s',
  (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
    expect(email.safeParse(address).success).toBe(false);
  },
);
