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
};

/** Starts the fake on a free port of 127.0.0.1; resolves to its base URL and a stop function. */
export function startFakeFoodApi() {
  const server = createServer((request, response) => {
    const code = /(\d{8,13})/.exec(request.url ?? '')?.[1] ?? '';
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
