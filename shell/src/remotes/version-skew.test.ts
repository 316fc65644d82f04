import { assertSharedCompatible, VersionSkewError } from './version-skew';

const manifest = (requiredVersion: string, version: string) => ({
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@organizator/shared/i18n', version, requiredVersion },
  ],
});

describe('a remote checked against the shared version the shell runs', () => {
  it('built against an older compatible shared loads (0.x minors are additive, not caret)', () => {
    expect(() =>
      assertSharedCompatible('mf_notes', manifest('>=0.21.0 <1.0.0', '0.21.0'), '0.22.0'),
    ).not.toThrow();
  });

  it('built against a newer shared is refused with both versions named', () => {
    let error: unknown;
    try {
      assertSharedCompatible('mf_diary', manifest('>=0.23.0 <1.0.0', '0.23.0'), '0.22.0');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(VersionSkewError);
    expect(error).toMatchObject({ area: 'mf_diary', built: '0.23.0', running: '0.22.0' });
  });

  it('built against an older major is refused after a breaking release', () => {
    expect(() =>
      assertSharedCompatible('mf_notes', manifest('>=0.22.0 <1.0.0', '0.22.0'), '1.0.0'),
    ).toThrow(VersionSkewError);
  });

  it('ignores manifests without shared info and names that are not remotes', () => {
    expect(() => assertSharedCompatible('mf_notes', undefined, '0.22.0')).not.toThrow();
    expect(() =>
      assertSharedCompatible('other', manifest('>=9.0.0 <10.0.0', '9.0.0'), '0.22.0'),
    ).not.toThrow();
  });
});
