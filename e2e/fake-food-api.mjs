// A local stand-in for Open Food Facts' product API, for the journeys (nothing in a test reaches the
// internet). Answers recorded from the real API's shape: a product with nutrition per 100 g, one
// without nutrition data, and "product not found" for any other code. The code is the run of 8-13
// digits in the path, so the product path's version does not matter.
import { createServer } from 'node:http';

export const FAKE_PRODUCTS = {
  // Sardines in olive oil, with the values the label states per 100 g.
  3850104006142: {
    code: '3850104006142',
    product: {
      product_name: 'Sardine u maslinovom ulju',
      nutriments: {
        'energy-kcal_100g': 208,
        fat_100g: 13,
        proteins_100g: 22,
        carbohydrates_100g: 0.5,
      },
    },
    status: 1,
    status_verbose: 'product found',
  },
  // A product Open Food Facts knows without any nutrition data.
  4006381333931: {
    code: '4006381333931',
    product: { product_name: 'Flomaster', nutriments: {} },
    status: 1,
    status_verbose: 'product found',
  },
  // A name with a NUL and a bell in it (the server drops control characters).
  3859999990017: {
    code: '3859999990017',
    product: {
      product_name: 'Keksi\u0000 s\u0007 čokoladom',
      nutriments: { 'energy-kcal_100g': 480 },
    },
    status: 1,
  },
  // Values past what the grocery form accepts: the draft is clamped and the fields flagged.
  3859999990024: {
    code: '3859999990024',
    product: {
      product_name: `Čokolada ${'vrlo '.repeat(60)}duga`,
      nutriments: { 'energy-kcal_100g': 5_000_000_000, fat_100g: 31, proteins_100g: 6 },
    },
    status: 1,
  },
};

/**
 * Codes answered as a misbehaving service would (the server answers each with a 502): a redirect
 * to an address outside the service, an answer bigger than the server reads, a product answer
 * labelled as an HTML page.
 */
export const FAKE_MISBEHAVING = {
  redirect: '3859999990031',
  huge: '3859999990048',
  wrongType: '3859999990055',
};

function misbehave(code, response) {
  if (code === FAKE_MISBEHAVING.redirect) {
    response.writeHead(302, { location: `http://127.0.0.2:9/api/v2/product/${code}.json` }).end();
    return true;
  }
  if (code === FAKE_MISBEHAVING.huge) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write(`{"code":"${code}","status":1,"product":{"product_name":"`);
    for (let i = 0; i < 64; i++) response.write('x'.repeat(64 * 1024));
    response.end('"}}');
    return true;
  }
  if (code === FAKE_MISBEHAVING.wrongType) {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(JSON.stringify({ code, status: 1, product: { product_name: 'HTML' } }));
    return true;
  }
  return false;
}

/** Starts the fake on a free port of 127.0.0.1; resolves to its base URL and a stop function. */
export function startFakeFoodApi() {
  const server = createServer((request, response) => {
    const code = /(\d{8,13})/.exec(request.url ?? '')?.[1] ?? '';
    if (misbehave(code, response)) return;
    const product = FAKE_PRODUCTS[code];
    response.writeHead(product ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(product ?? { code, status: 0, status_verbose: 'product not found' }),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => server.close() });
    });
  });
}
