'use strict';
// autocannon setupRequest of the soak run (soak.ts), loaded by path in autocannon's worker thread. The request
// carries the mix in `soakMix`: entries { weight, method, path, headers, bodies } (bodies as JSON texts). Each
// request draws an entry by weight and the next of its bodies, so the run is browsing, logins, donations and
// dashboard calls interleaved as visitors make them.
const turns = new Map();

module.exports = function setupSoakRequest(request) {
  const mix = request.soakMix;
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  let draw = Math.random() * total;
  let entry = mix[mix.length - 1];
  for (const candidate of mix) {
    draw -= candidate.weight;
    if (draw < 0) {
      entry = candidate;
      break;
    }
  }
  const key = `${entry.method} ${entry.path} ${entry.name}`;
  const index = turns.get(key) ?? Math.floor(Math.random() * entry.bodies.length);
  turns.set(key, (index + 1) % entry.bodies.length);
  return {
    ...request,
    method: entry.method,
    path: entry.path,
    headers: entry.headers,
    body: entry.bodies[index],
  };
};
