// Child process of the bench: opens N SSE streams (one per session token) and reports when each
// `list-item-updated` event arrives. Kept out of the server's process so they do not share a CPU
// queue with it. Protocol: argv = port, file with "userId token" lines[, "count"]; stdout = JSON lines.
// In "count" mode the clients only count event frames (no parsing, no timing), as cheap as a client
// can be, so a throughput bench measures the server and not this process; "time" on stdin switches
// them to timing.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file, mode] = process.argv.slice(2);
let countOnly = mode === 'count';
let frames = 0;
const sessions = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' '));
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let open = 0;
const arrivals = [];

/** A refused or failed stream is opened again shortly, as the shell's stream reconnects. */
const RETRY_MS = 250;
const connect = (userId, token) => {
  const retry = (error) => {
    process.stdout.write(`${JSON.stringify({ error, retrying: true })}\n`);
    setTimeout(() => connect(userId, token), RETRY_MS);
  };
  const request = http.get(
    {
      host: '127.0.0.1',
      port: Number(port),
      path: `/api/sse?userId=${userId}`,
      headers: { authorization: `Bearer ${token}` },
      agent,
    },
    (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        retry(response.statusCode);
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let counted = false;
      response.on('data', (chunk) => {
        if (countOnly && counted) {
          frames += chunk.split('\n\n').length - 1;
          return;
        }
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!counted && frame.includes(': connected')) {
            counted = true;
            open += 1;
            if (open === sessions.length)
              process.stdout.write(`${JSON.stringify({ ready: open })}\n`);
          }
          const data = frame.split('\n').find((l) => l.startsWith('data:'));
          if (data) {
            const event = JSON.parse(data.slice(5));
            arrivals.push({ seq: event.itemName, at: performance.timeOrigin + performance.now() });
          }
          end = buffer.indexOf('\n\n');
        }
      });
    },
  );
  request.on('error', (error) => retry(error.message));
};
for (const [userId, token] of sessions) connect(userId, token);

process.stdin.on('data', (line) => {
  // From counting to timing (the latency phase after a throughput run).
  if (line.toString().trim() === 'time') countOnly = false;
  if (line.toString().trim() === 'count') {
    process.stdout.write(`${JSON.stringify({ frames })}\n`);
  }
  if (line.toString().trim() === 'report') {
    process.stdout.write(`${JSON.stringify({ arrivals })}\n`);
    arrivals.length = 0;
  }
});
