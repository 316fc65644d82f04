import {
  clearReturnPath,
  RETURN_PATH_TTL_MS,
  readReturnPath,
  rememberReturnPath,
} from './return-path';

afterEach(() => clearReturnPath());

describe('the path to return to after signing in', () => {
  it('keeps an app path with its query until cleared', () => {
    rememberReturnPath('/settings?invite=t-1', 1000);
    expect(readReturnPath(2000)).toBe('/settings?invite=t-1');
    clearReturnPath();
    expect(readReturnPath(2000)).toBeNull();
  });

  it('forgets it after the time a login takes', () => {
    rememberReturnPath('/settings?invite=t-1', 0);
    expect(readReturnPath(RETURN_PATH_TTL_MS + 1)).toBeNull();
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/login?email=a',
    '/logout',
    '/verify?code=1',
  ])('never remembers %s', (path) => {
    rememberReturnPath(path, 0);
    expect(readReturnPath(1)).toBeNull();
  });
});
