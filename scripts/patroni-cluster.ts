import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';
import { queryOnce } from './test-database.ts';
import { postgresBinaries, postgresUser } from './streaming-replica.ts';

const run = promisify(execFile);
const HAPROXY = '/usr/sbin/haproxy';
export const STANZA = 'zakazi';

/**
 * The failover topology of issue 31 (decision 070) on one machine: one etcd, three PostgreSQL nodes
 * each run by its own Patroni (one leader, a synchronous standby, a second standby), pgBackRest
 * archiving the leader's WAL and taking base backups into a repository folder, and an HAProxy in
 * TCP mode that sends `writeUrl` to whichever node Patroni's REST API calls the primary
 * (`GET /primary`) and `readUrl` to a standby (`GET /replica`), the primary standing in when no
 * standby answers. The servers' DATABASE_URL and DATABASE_READ_URL are these two addresses: a
 * failover changes nothing in their settings. On three machines each node is one machine
 * (docs/operations.md, "Failover"); here a node "dies" by kill -9 of its Patroni and of its
 * PostgreSQL process group, and "comes back" by starting its Patroni again, as systemd would.
 */
export type PatroniNode = {
  name: string;
  pgPort: number;
  restPort: number;
  dataDir: string;
  url: string;
  /** this node's pgBackRest configuration (its pg1-path and port, the shared repository) */
  pgbackrestConfig: string;
  /** kill -9 of Patroni and of every PostgreSQL process of the node, at once: the machine dies */
  kill9: () => void;
  /** starts the node's Patroni again, which starts PostgreSQL and rejoins on its own */
  start: () => void;
  /** Patroni's view of the node (GET /patroni): role, state, timeline; null when its REST API does not answer */
  status: () => Promise<{ role: string; state: string; timeline?: number } | null>;
};

export type PatroniCluster = {
  nodes: PatroniNode[];
  writeUrl: string;
  readUrl: string;
  /** the pgBackRest repository folder (stands for the object storage bucket) */
  repo: string;
  /** the node Patroni runs as leader now, waiting up to `timeoutMs` for there to be one */
  leader: (timeoutMs?: number) => Promise<PatroniNode>;
  /** waits until `count` nodes stream from the leader, one of them as the synchronous standby */
  replicasStreaming: (count: number, timeoutMs?: number) => Promise<void>;
  /** pgBackRest full backup of the leader into the repository */
  backup: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Patroni's timing (decision 070): the leader key lives 10 s without renewal, renewed every second. */
const DCS = { ttl: 10, loop_wait: 1, retry_timeout: 4 };

export async function startPatroniCluster(): Promise<PatroniCluster> {
  const work = mkdtempSync(join(tmpdir(), 'zakazi-patroni-'));
  chmodSync(work, 0o711); // the postgres user must traverse it
  const children: ChildProcess[] = [];
  const nodes: PatroniNode[] = [];
  const stop = async () => {
    for (const node of nodes) node.kill9();
    for (const c of children) c.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    return await startPatroniClusterIn(work, children, nodes, stop);
  } catch (err) {
    // What started must not outlive a failed start: the test runner would wait for it.
    await stop();
    throw err;
  }
}

/** startPatroniCluster in `work`, every process it starts in `children` and `nodes`, for `stop` to end. */
async function startPatroniClusterIn(work: string, children: ChildProcess[], nodes: PatroniNode[], stop: () => Promise<void>): Promise<PatroniCluster> {
  const bin = postgresBinaries();
  const owner = userInfo().uid === 0 ? await postgresUser() : undefined;
  const asPostgres = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const dir = (path: string) => {
    mkdirSync(path, { recursive: true, mode: 0o700 });
    if (owner) chownSync(path, owner.uid, owner.gid);
    return path;
  };
  const repo = dir(join(work, 'repo'));
  dir(join(work, 'pgbackrest-log'));

  const etcd = await startEtcd(dir(join(work, 'etcd')), asPostgres, children);

  for (const name of ['n0', 'n1', 'n2']) {
    const home = dir(join(work, name));
    const [pgPort, restPort] = [await freePort(), await freePort()];
    const dataDir = join(home, 'data');
    const socketDir = dir(join(home, 'socket'));
    const pgbackrestConfig = join(home, 'pgbackrest.conf');
    writeFileSync(
      pgbackrestConfig,
      [
        '[global]',
        `repo1-path=${repo}`,
        // Two full backups and the WAL to restore from the older one onward (docs/operations.md).
        'repo1-retention-full=2',
        `log-path=${join(work, 'pgbackrest-log')}`,
        `lock-path=${dir(join(home, 'pgbackrest-lock'))}`,
        'log-level-console=warn',
        'start-fast=y',
        'compress-type=lz4',
        `[${STANZA}]`,
        `pg1-path=${dataDir}`,
        `pg1-port=${pgPort}`,
        `pg1-socket-path=${socketDir}`,
        '',
      ].join('\n'),
    );
    const patroniConfig = join(home, 'patroni.yml');
    // JSON is YAML: Patroni reads this as its configuration file.
    writeFileSync(patroniConfig, JSON.stringify(patroniSettings({ name, pgPort, restPort, dataDir, socketDir, bin, etcd: etcd.clientUrl, pgbackrestConfig, home }), null, 2));
    if (owner) for (const f of [pgbackrestConfig, patroniConfig]) chownSync(f, owner.uid, owner.gid);
    let child: ChildProcess | undefined;
    const node: PatroniNode = {
      name,
      pgPort,
      restPort,
      dataDir,
      url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      pgbackrestConfig,
      start: () => {
        child = spawn('/usr/bin/patroni', [patroniConfig], { ...asPostgres, cwd: home, stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, HOME: home } });
        children.push(child);
      },
      kill9: () => {
        const postmaster = postmasterPid(dataDir);
        // Every process at once, as a dying machine: Patroni, the postmaster and each of its
        // children (each backend is a session of its own, so no process group holds them all).
        const pids = [...(child?.pid ? [child.pid] : []), ...(postmaster ? [postmaster, ...descendantsOf(postmaster)] : [])];
        for (const pid of pids) killNow(pid);
      },
      status: async () => {
        try {
          const res = await fetch(`http://127.0.0.1:${restPort}/patroni`, { signal: AbortSignal.timeout(2000) });
          return (await res.json()) as { role: string; state: string; timeline?: number };
        } catch {
          return null;
        }
      },
    };
    nodes.push(node);
  }
  // The first node bootstraps the cluster alone; the others then copy it (pg_basebackup).
  nodes[0]!.start();
  const leader = async (timeoutMs = 60_000): Promise<PatroniNode> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const node of nodes) {
        const s = await node.status();
        if (s && (s.role === 'master' || s.role === 'primary') && s.state === 'running') return node;
      }
      if (Date.now() > deadline) throw new Error(`no Patroni leader within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  await leader(90_000);
  nodes[1]!.start();
  nodes[2]!.start();

  const replicasStreaming = async (count: number, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const first = await leader(timeoutMs);
      const rows = await queryAt(first.url, "SELECT count(*)::int AS n, count(*) FILTER (WHERE sync_state = 'sync')::int AS sync FROM pg_stat_replication WHERE state = 'streaming'").catch(() => null);
      const row = rows?.[0] as { n: number; sync: number } | undefined;
      if (row && row.n >= count && row.sync >= 1) return;
      if (Date.now() > deadline) throw new Error(`not ${count} streaming standbys (one synchronous) within ${timeoutMs} ms: ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  await replicasStreaming(2);

  const haproxyPorts = { write: await freePort(), read: await freePort() };
  const haproxy = startDatabaseHaproxy(join(work, 'haproxy-db.cfg'), haproxyPorts, nodes);
  children.push(haproxy);

  const pgbackrest = async (node: PatroniNode, args: string[]) => {
    await run('/usr/bin/pgbackrest', [`--config=${node.pgbackrestConfig}`, `--stanza=${STANZA}`, ...args], { ...asPostgres, cwd: work });
  };
  await pgbackrest(await leader(), ['stanza-create']);

  const writeUrl = `postgres://postgres@127.0.0.1:${haproxyPorts.write}/postgres`;
  const readUrl = `postgres://postgres@127.0.0.1:${haproxyPorts.read}/postgres`;
  await waitUntil(async () => (await queryAt(writeUrl, 'SELECT NOT pg_is_in_recovery() AS ok'))[0]?.ok === true, 20_000, 'HAProxy to route writes to the leader');

  return {
    nodes,
    writeUrl,
    readUrl,
    repo,
    leader,
    replicasStreaming,
    backup: async () => pgbackrest(await leader(), ['backup', '--type=full']),
    stop,
  };
}

type NodeSettings = { name: string; pgPort: number; restPort: number; dataDir: string; socketDir: string; bin: string; etcd: string; pgbackrestConfig: string; home: string };

/** One node's Patroni configuration (decision 070 says why each value). */
function patroniSettings(n: NodeSettings) {
  return {
    scope: 'zakazi',
    namespace: '/service/',
    name: n.name,
    log: { level: 'WARNING', dir: n.home },
    restapi: { listen: `127.0.0.1:${n.restPort}`, connect_address: `127.0.0.1:${n.restPort}` },
    etcd3: { hosts: [n.etcd.replace('http://', '')] },
    bootstrap: {
      dcs: {
        ...DCS,
        maximum_lag_on_failover: 1048576,
        // Each commit waits for one standby (RPO 0); only that synchronous standby may be promoted.
        // Not strict: with every standby gone the primary goes on alone (decision 070).
        synchronous_mode: true,
        synchronous_mode_strict: false,
        synchronous_node_count: 1,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            wal_level: 'replica',
            hot_standby: 'on',
            wal_log_hints: 'on',
            max_wal_senders: 10,
            max_replication_slots: 10,
            wal_keep_size: '256MB',
            archive_mode: 'on',
            archive_timeout: '60s',
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums'],
    },
    postgresql: {
      listen: `127.0.0.1:${n.pgPort}`,
      connect_address: `127.0.0.1:${n.pgPort}`,
      data_dir: n.dataDir,
      bin_dir: n.bin,
      pgpass: join(n.home, 'pgpass'),
      authentication: {
        superuser: { username: 'postgres', password: 'postgres' },
        replication: { username: 'postgres', password: 'postgres' },
        rewind: { username: 'postgres', password: 'postgres' },
      },
      parameters: {
        unix_socket_directories: n.socketDir,
        // Each node's own pgBackRest configuration (its data folder, its port); only the primary archives.
        archive_command: `/usr/bin/pgbackrest --config=${n.pgbackrestConfig} --stanza=${STANZA} archive-push %p`,
        // A throwaway cluster on one machine: a killed process keeps the OS's page cache, so nothing
        // this tier checks depends on fsync; production keeps it on.
        fsync: 'off',
      },
      // trust on loopback only: a test cluster on one machine (docs/operations.md: scram on three)
      pg_hba: ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust'],
    },
  };
}

async function startEtcd(dataDir: string, asPostgres: { uid?: number; gid?: number }, children: ChildProcess[]): Promise<{ clientUrl: string }> {
  const [client, peer] = [await freePort(), await freePort()];
  const clientUrl = `http://127.0.0.1:${client}`;
  const peerUrl = `http://127.0.0.1:${peer}`;
  const child = spawn(
    '/usr/bin/etcd',
    [
      '--name=e0',
      `--data-dir=${dataDir}`,
      `--listen-client-urls=${clientUrl}`,
      `--advertise-client-urls=${clientUrl}`,
      `--listen-peer-urls=${peerUrl}`,
      `--initial-advertise-peer-urls=${peerUrl}`,
      `--initial-cluster=e0=${peerUrl}`,
      '--log-level=error',
    ],
    { ...asPostgres, stdio: ['ignore', 'ignore', 'ignore'] },
  );
  children.push(child);
  await waitUntil(async () => (await fetch(`${clientUrl}/health`)).ok, 20_000, 'etcd to answer');
  return { clientUrl };
}

/**
 * The database's load balancer: TCP, the port `write` to the node whose Patroni answers 200 on
 * GET /primary, `read` to one answering GET /replica (the primary as backup when none does).
 * `on-marked-down shutdown-sessions`: a node that stops being primary has its connections cut,
 * so no session keeps writing to a demoted node.
 */
function startDatabaseHaproxy(file: string, ports: { write: number; read: number }, nodes: PatroniNode[]): ChildProcess {
  const checked = (path: string) => [
    `  option httpchk GET ${path}`,
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions',
    ...nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.pgPort} check port ${n.restPort}`),
  ];
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 2000',
      '  nbthread 1',
      'defaults',
      '  mode tcp',
      '  timeout connect 2s',
      '  timeout client 30m',
      '  timeout server 30m',
      '  timeout check 2s',
      'listen primary',
      `  bind 127.0.0.1:${ports.write}`,
      ...checked('/primary'),
      'listen replicas',
      `  bind 127.0.0.1:${ports.read}`,
      '  balance roundrobin',
      ...checked('/replica'),
      // No standby answering (both away): reads go where writes go rather than nowhere.
      `  server via-primary 127.0.0.1:${ports.write} backup`,
      '',
    ].join('\n'),
  );
  // Its warnings (each node going up and down) would fill the test's output: the configuration is
  // checked first, so a mistake in it still shows.
  execFileSync(HAPROXY, ['-c', '-q', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  return spawn(HAPROXY, ['-f', file, '-db'], { stdio: 'ignore' });
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function killNow(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The processes under `pid` (children, theirs, …), from /proc. */
function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/PID/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parentOf) {
      if (parent !== p) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

async function queryAt(url: string, text: string): Promise<Record<string, unknown>[]> {
  return (await queryOnce(url, text)) as Record<string, unknown>[];
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
