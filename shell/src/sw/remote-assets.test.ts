import { remoteAssetUrls } from './remote-assets';

test('every page of a remote is listed beside its manifest, once, scripts and styles', () => {
  const manifest = {
    metaData: { publicPath: 'auto' },
    exposes: [
      {
        assets: {
          js: { sync: ['expose.1234abcd.js'], async: ['page.1234abcd.js', 'expose.1234abcd.js'] },
          css: { sync: [], async: ['page.1234abcd.css'] },
        },
      },
    ],
  };
  expect(remoteAssetUrls(manifest, 'https://cdn.example.com/mf-notes/v2/mf-manifest.json')).toEqual(
    [
      'https://cdn.example.com/mf-notes/v2/expose.1234abcd.js',
      'https://cdn.example.com/mf-notes/v2/page.1234abcd.js',
      'https://cdn.example.com/mf-notes/v2/page.1234abcd.css',
    ],
  );
});

test('a remote built with an explicit public path is read from there', () => {
  const manifest = {
    metaData: { publicPath: 'https://static.example.com/notes/' },
    exposes: [{ assets: { js: { sync: ['a.1234abcd.js'] } } }],
  };
  expect(remoteAssetUrls(manifest, 'https://cdn.example.com/mf-manifest.json')).toEqual([
    'https://static.example.com/notes/a.1234abcd.js',
  ]);
});
