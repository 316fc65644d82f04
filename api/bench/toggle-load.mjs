// Child process of the toggle bench: `connections` clients toggling random items of one list
// (PUT /api/lists/{id}/items/{id} {isDone}) for `seconds`. Out of the server's process so the load
// generator does not share its event loop. argv: port token listId itemIds(comma) connections seconds.
// stdout: one JSON line {total, rps, p50, p99, non2xx, errors}.
import autocannon from 'autocannon';

const [port, token, listId, items, connections, seconds] = process.argv.slice(2);
const ids = items.split(',');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'PUT',
      setupRequest: (request) => ({
        ...request,
        path: `/api/lists/${listId}/items/${ids[Math.floor(Math.random() * ids.length)]}`,
        headers,
        body: JSON.stringify({ isDone: Math.random() < 0.5 }),
      }),
    },
  ],
});
process.stdout.write(
  `${JSON.stringify({
    total: result.requests.total,
    rps: result.requests.total / Number(seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  })}\n`,
);
