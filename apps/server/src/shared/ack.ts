/** The answer of a call that only reports it was done: the contract's Ack. */
const ACK = { ok: true } as const;

/** Waits for the work, then answers `{ ok: true }` (a failure propagates as the work's own error). */
export async function acknowledged(work: Promise<unknown>): Promise<typeof ACK> {
  await work;
  return ACK;
}
