import pg from 'pg';
import type { LiveSlotsEvent } from '@zakazi/contract';

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
type Listener = (event: LiveSlotsEvent) => void;

/**
 * Waits before each try to connect again, the last one repeated. At most 2 s: within 5 s of the
 * database answering again live slots work again (CONTRACT.md, Third release, Running).
 */
const RECONNECT_MS = [250, 500, 1000, 2000];
/** A connect that hangs (an unreachable host) counts as failed after this long, and is tried again. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Live slot changes for server-sent events. Every change that can move a day's free slots
 * notifies PostgreSQL channel `slots` (triggers in migration 005, delivered on commit), so
 * changes made through any server process reach the subscribers of every process. Each process
 * holds ONE dedicated LISTEN connection, opened with the first subscriber and closed with the
 * last, and fans notifications out to its subscribers by business. After a lost connection it
 * reconnects and sends every subscriber a resync event (datum null), since notifications sent
 * meanwhile are lost.
 */
export class SlotEvents {
  private readonly listeners = new Map<number, Set<Listener>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string | undefined,
    private readonly log: Log,
  ) {}

  /** Listens for changes of one business; resolves once the LISTEN is in place. Returns the unsubscribe function. */
  async subscribe(entitetId: number, listener: Listener): Promise<() => void> {
    let set = this.listeners.get(entitetId);
    if (!set) this.listeners.set(entitetId, (set = new Set()));
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(entitetId);
      if (!this.listeners.size) this.disconnect();
    };
    try {
      await this.connect();
    } catch (err) {
      // The stream stays open; reconnect() keeps trying and resyncs the client when it succeeds.
      this.log.warn({ err: String(err) }, 'live slots: LISTEN connection failed');
      this.scheduleReconnect();
    }
    return unsubscribe;
  }

  get subscriberCount(): number {
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.disconnect();
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (this.connecting) return this.connecting;
    if (!this.databaseUrl) return Promise.reject(new Error('no database URL for LISTEN'));
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    this.connecting = (async () => {
      client.on('error', (err) => this.lost(client, err));
      client.on('end', () => this.lost(client));
      client.on('notification', (msg) => this.dispatch(msg.payload));
      await client.connect();
      await client.query('LISTEN slots');
      this.client = client;
      this.attempt = 0;
      // Everyone left (or the app closed) while we were connecting.
      if (this.closed || !this.listeners.size) this.disconnect();
    })().finally(() => {
      this.connecting = undefined;
    });
    this.connecting.catch(() => client.end().catch(() => {}));
    return this.connecting;
  }

  private dispatch(payload: string | undefined): void {
    let event: LiveSlotsEvent;
    try {
      const raw = JSON.parse(payload ?? '') as { e: number; z: number | null; d: string | null };
      event = { entitetId: Number(raw.e), zaposleniId: raw.z === null ? null : Number(raw.z), datum: raw.d };
    } catch {
      return;
    }
    for (const listener of this.listeners.get(event.entitetId) ?? []) listener(event);
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.closed || !this.listeners.size) return;
    this.log.warn({ err: err ? String(err) : undefined }, 'live slots: LISTEN connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retry || this.closed) return;
    const delay = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)]!;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.closed || !this.listeners.size) return;
      this.connect().then(
        () => {
          for (const [entitetId, set] of this.listeners) for (const l of set) l({ entitetId, zaposleniId: null, datum: null });
        },
        () => this.scheduleReconnect(),
      );
    }, delay);
    this.retry.unref?.();
  }

  private disconnect(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    const client = this.client;
    this.client = undefined;
    client?.end().catch(() => {});
  }
}
