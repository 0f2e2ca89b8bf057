import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '../../../apps/server/src/config.ts';
import { issueAccessToken } from '../../../apps/server/src/modules/identity/index.ts';

/**
 * Access tokens the benchmarked server accepts, signed as the server signs them
 * (identity/tokens.ts) with its secret: JWT_SECRET when the server was given one, else the one it
 * keeps in its DATA_DIR. The benchmark users have no password, so this is how they sign in.
 */
export function serverConfig(env: { dataDir?: string | undefined; jwtSecret?: string | undefined }): Config {
  if (!env.jwtSecret) {
    if (!env.dataDir) throw new Error('BENCH_DATA_DIR (the server\'s DATA_DIR) or JWT_SECRET is required to sign tokens');
    // loadConfig would create a new secret in a wrong directory; the server's must exist already.
    const file = join(resolve(env.dataDir), 'jwt-secret');
    if (!existsSync(file)) throw new Error(`${file} does not exist: is BENCH_DATA_DIR the server's DATA_DIR?`);
  }
  return loadConfig({ DATA_DIR: env.dataDir ?? './data', ...(env.jwtSecret ? { JWT_SECRET: env.jwtSecret } : {}) });
}

export async function regularUserTokens(config: Config, userIds: number[]): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  for (const id of userIds) tokens.set(id, (await issueAccessToken(config, { id, role: 'RegularUser' })).token);
  return tokens;
}
