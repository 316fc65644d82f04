// jsdom plus Node's own fetch primitives (jsdom has none), so client code runs unmodified in tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'TextDecoderStream',
      'AbortController',
      'AbortSignal',
      'structuredClone',
    ]) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithFetch;
