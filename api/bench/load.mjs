// Child process of the API bench: `connections` clients sending one kind of request for `seconds`,
// out of the server's process so the load generator does not share its event loop. argv[2] is JSON:
// {origin, token, connections, seconds, method, paths, bodies?}; each request takes a random path
// (and a random body) from the lists. stdout: one JSON line {total, rps, p50, p99, non2xx, errors}.
import autocannon from 'autocannon';

const { origin, token, connections, seconds, method, paths, bodies } = JSON.parse(process.argv[2]);
const headers = { authorization: `Bearer ${token}` };
if (bodies) headers['content-type'] = 'application/json';
const pick = (values) => values[Math.floor(Math.random() * values.length)];
const result = await autocannon({
  url: origin,
  connections,
  duration: seconds,
  requests: [
    {
      method,
      setupRequest: (request) => ({
        ...request,
        path: pick(paths),
        headers,
        ...(bodies ? { body: pick(bodies) } : {}),
      }),
    },
  ],
});
process.stdout.write(
  `${JSON.stringify({
    total: result.requests.total,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  })}\n`,
);
