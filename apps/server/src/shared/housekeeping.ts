import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` while the app is open: a failure is logged ("<what> failed") and the
 * next round tries again, the timer keeps no process alive, and closing the app stops it. Every
 * process runs its own rounds, so a task must be one any process may run at any time (deleting
 * what has expired: a row two processes delete at once goes once).
 */
export function housekeeping(app: FastifyInstance, what: string, everyMs: number, task: () => Promise<unknown>): void {
  const timer = setInterval(() => void task().catch((err) => app.log.warn({ err }, `${what} failed`)), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
