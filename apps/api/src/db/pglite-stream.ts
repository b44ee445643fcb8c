/**
 * The embedded database as a `pg` connection without a socket: a Duplex stream that `pg.Client` takes as its
 * `stream` and that hands the client's wire-protocol messages straight to PGlite in the same process.
 *
 * It replaces pglite-socket's TCP server (docs/decisions/033), which
 * sends every message of a statement (Parse, Bind, Describe, Execute, Sync) through the loopback socket and
 * into PGlite one by one. Here the messages `pg` writes together (it corks the stream for a statement) reach
 * PGlite in one call, and the answer is pushed back without a socket.
 */
import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

/** The protocol version of a startup message (3.0), the only message without a type byte. */
const PROTOCOL_3 = 196608;
/** The message a client sends before it closes: 'X' (Terminate). */
const TERMINATE = 0x58;
/** A simple Query message: 'Q', its length, the SQL and a NUL. */
function queryMessage(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}
const ROLLBACK = queryMessage('ROLLBACK');
const DISCARD_ALL = queryMessage('DISCARD ALL');

/** How long statements may follow one another without the event loop turning (ms). */
const SLICE_MS = 5;
/** When the statements since the event loop last turned began; undefined once it has turned. */
let heldSince: number | undefined;

/**
 * Whether the statements run since the event loop last turned have held the thread for a slice. The first of
 * them notes the time and asks to be told of the loop's next turn (a setImmediate that runs before any that
 * a statement queues after it), so a chain yields once per slice, not once per statement. The thread is one
 * per process, so the slice is too, whichever stream's statements fill it.
 */
function heldTooLong(): boolean {
  const now = performance.now();
  if (heldSince === undefined) {
    heldSince = now;
    setImmediate(() => {
      heldSince = undefined;
    });
    return false;
  }
  return now - heldSince >= SLICE_MS;
}

/**
 * One connection's stream. Only one can be open on a PGlite at a time: PGlite is one backend session, and two
 * connections would share its transaction (the pool has one connection, client.ts).
 */
class PgliteStream extends Duplex {
  private pending: Buffer = Buffer.alloc(0);
  private started = false;
  private ended = false;

  constructor(private readonly pglite: PGlite) {
    super();
  }

  // The parts of net.Socket that pg's Connection calls.
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.receive([chunk], callback);
  }

  override _writev(
    chunks: { chunk: Buffer; encoding: BufferEncoding }[],
    callback: (error?: Error | null) => void,
  ): void {
    this.receive(
      chunks.map((entry) => entry.chunk),
      callback,
    );
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.push(null);
    callback();
  }

  /** A stream destroyed without a Terminate (pg on a connection timeout) ends its session all the same. */
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.endSession().then(
      () => callback(error),
      () => callback(error),
    );
  }

  /**
   * The next connection must find a new session, as on a PostgreSQL server where each connection is a backend
   * of its own. A connection that ends inside a transaction (the pool drops a broken client) must not leave it
   * open for the next one, which would run in it: it is rolled back. And what the session kept is discarded
   * (DISCARD ALL): above all its named prepared statements (db/prepared.ts), which the next client, knowing
   * none, would prepare again under the same names and be refused ("prepared statement … already exists"); the
   * pool closes a connection idle for 10 s, so that came after every quiet moment. Queued on PGlite's lock
   * before the next connection can send anything.
   */
  private endSession(): Promise<void> {
    if (this.ended) return Promise.resolve();
    this.ended = true;
    if (this.pglite.closed) return Promise.resolve();
    // PGlite's exec() takes the lock itself: the statements go in as raw Query messages under the lock held.
    return this.pglite.runExclusive(async () => {
      if (this.pglite.isInTransaction())
        await this.pglite.execProtocolRawStream(ROLLBACK, { onRawData: () => {} });
      await this.pglite.execProtocolRawStream(DISCARD_ALL, { onRawData: () => {} });
    });
  }

  /**
   * Runs every complete message written so far; the write is done (and the next accepted) afterwards. PGlite
   * runs in this thread, and its answer reaches `pg`, the app and the next statement in promise callbacks
   * only: a job run's chain of statements would never give the event loop back, and no request would be
   * answered (no timer fire) until the whole run had ended. So once statements have held the thread for a
   * slice (heldTooLong), the next one waits for the loop's next turn (setImmediate, after the I/O that is ready).
   */
  private receive(chunks: Buffer[], callback: (error?: Error | null) => void): void {
    this.pending =
      this.pending.length === 0 && chunks.length === 1
        ? chunks[0]!
        : Buffer.concat([this.pending, ...chunks]);
    const run = () =>
      this.run().then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    if (heldTooLong()) setImmediate(run);
    else run();
  }

  private async run(): Promise<void> {
    if (!this.started) {
      const length = this.pending.length >= 8 ? this.pending.readInt32BE(0) : 0;
      if (length === 0 || this.pending.length < length) return;
      if (this.pending.readInt32BE(4) !== PROTOCOL_3) throw new Error('Only protocol 3.0 is supported');
      this.started = true;
      await this.execute(this.splitOff(length));
    }
    let end = 0;
    while (this.pending.length - end >= 5) {
      const length = 1 + this.pending.readInt32BE(end + 1);
      if (this.pending.length - end < length) break;
      if (this.pending[end] === TERMINATE) {
        if (end > 0) await this.execute(this.splitOff(end));
        this.pending = Buffer.alloc(0);
        await this.endSession();
        this.push(null);
        return;
      }
      end += length;
    }
    if (end > 0) await this.execute(this.splitOff(end));
  }

  private splitOff(length: number): Uint8Array {
    const messages = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    return new Uint8Array(messages.buffer, messages.byteOffset, messages.byteLength);
  }

  private execute(messages: Uint8Array): Promise<void> {
    return this.pglite.runExclusive(() =>
      this.pglite.execProtocolRawStream(messages, {
        // The bytes are a view into PGlite's memory: copy them before the next call reuses it.
        onRawData: (bytes) => {
          if (bytes.length > 0) this.push(Buffer.from(bytes));
        },
      }),
    );
  }
}

/** The `stream` option of a `pg` client or pool for this PGlite. */
export function pgliteStream(pglite: PGlite): () => Duplex {
  return () => new PgliteStream(pglite);
}
