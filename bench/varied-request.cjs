'use strict';
// autocannon setupRequest for the varied scenarios of run.ts, loaded by path in autocannon's worker thread.
// The request carries its bodies (JSON texts) in `variedBodies`; each request takes the next one, across all
// connections of the worker, so that concurrent requests ask different things.
const next = new WeakMap();

module.exports = function setupVariedRequest(request) {
  const bodies = request.variedBodies;
  const index = next.get(bodies) ?? 0;
  next.set(bodies, (index + 1) % bodies.length);
  return { ...request, body: bodies[index] };
};
