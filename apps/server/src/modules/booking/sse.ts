import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_SLOTS_EVENT, type LiveSlotsEvent } from '@zakazi/contract';
import { notFound } from '../../shared/errors.ts';
import { findBusinessRules } from '../schedule/index.ts';

const HEARTBEAT_MS = 25_000;

/**
 * One server-sent-events stream of slot changes for a business and local day (GET uzivo).
 * The reply is hijacked and written by hand; it ends when the client goes away or the app
 * closes (preClose, see app.ts), and always unsubscribes from app.slotEvents.
 */
export async function streamLiveSlots(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, entitetId: number, datum: string): Promise<void> {
  const business = await findBusinessRules(app.deps.db, entitetId);
  if (!business?.objavljen) throw notFound('Business');

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no', // no buffering in a reverse proxy
  });
  res.flushHeaders();

  let open = true;
  const send = (event: LiveSlotsEvent) => {
    if (open && (event.datum === null || event.datum === datum)) res.write(`event: ${LIVE_SLOTS_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const heartbeat = setInterval(() => open && res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let unsubscribe = () => {};
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    app.liveStreams.delete(end);
    res.end();
  };
  app.liveStreams.add(end);
  req.raw.on('close', end);
  res.on('error', end);

  unsubscribe = await app.slotEvents.subscribe(entitetId, send);
  if (!open) unsubscribe(); // the client left while we were subscribing
  else res.write('retry: 3000\n: ready\n\n');
}
