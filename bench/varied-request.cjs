'use strict';
// autocannon setupRequest for the varied scenarios of run.ts, loaded by path in autocannon's worker thread.
// The request carries its bodies (JSON texts) in `variedBodies`. autocannon gives every connection its own
// copy of the request, so the turn is kept here, per path, shared by all connections of the worker: each
// request takes the next body and concurrent requests ask different things. The turn starts at a random
// place, so that the measured run does not repeat what its warm-up (another worker) asked a moment ago.
const turns = new Map();

module.exports = function setupVariedRequest(request) {
  const bodies = request.variedBodies;
  const index = turns.get(request.path) ?? Math.floor(Math.random() * bodies.length);
  turns.set(request.path, (index + 1) % bodies.length);
  return { ...request, body: bodies[index] };
};
