/**
 * The server for bench/standings.bench.ts, in its own process (bench/served-app.ts): a full group
 * (GROUP_MAX_MEMBERS members made in SQL, with XP and IP from the ledger, its windows folded) and
 * its owner's token. Talks to the driver over IPC: sends `ready`; answers `mark` by measuring CPU
 * from then on, and `check` with the CPU used since the mark.
 */
import { GROUP_MAX_MEMBERS } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { queryOne, queryRows } from '../apps/server/src/db/database';
import { insertMembers } from '../apps/server/src/features/groups/groups.repository';
import { foldScoreWindows } from '../apps/server/src/features/windowed-boards/windowed-boards.repository';
import { seedBenchUsers } from './bench-database';
import { cpuMeter, listenLocally, openServedApp } from './served-app';

const { app, database, signToken } = await openServedApp();
const { db } = database;
const now = new Date();
// Registered a second apart, with scores spread over every rank tier and some ties.
await seedBenchUsers(db, {
  prefix: 'member',
  count: GROUP_MAX_MEMBERS,
  at: now,
  spaced: true,
  grants: sql`('xp', ((id::bigint * 7919) % 3000)::int + 1, 'admin_grant'),
    ('ip', id % 40 + 1, 'admin_grant')`,
});
const members = await queryRows<{ id: number; username: string }>(
  db,
  sql`select id, username from users order by id`,
);
const owner = members[0];
if (!owner) throw new Error('no members made');
const group = await queryOne<{ id: number }>(
  db,
  sql`insert into groups (name, owner_id, invite_code, created_at)
      values ('Bench group', ${owner.id}, 'benchgroup01', ${now.toISOString()}::timestamptz)
      returning id`,
);
if (!group) throw new Error('no group made');
await db.transaction((tx) =>
  insertMembers(
    tx,
    group.id,
    members.map((member) => member.id),
    now,
  ),
);
// Every window folded and the tables analysed, as a server that has been running would have them.
await foldScoreWindows(db);
await db.execute(sql`vacuum analyze`);

const port = await listenLocally(app);
let cpuUsed = await cpuMeter(database);
process.send?.({
  kind: 'ready',
  port,
  driver: database.driver,
  path: `/api/groups/${group.id}/standings?window=all`,
  token: await signToken(owner),
  members: members.length,
});

process.on('message', async (message: { kind: string }) => {
  if (message.kind === 'mark') {
    cpuUsed = await cpuMeter(database);
    process.send?.({ kind: 'marked' });
    return;
  }
  if (message.kind !== 'check') return;
  process.send?.({ kind: 'checked', cpuSeconds: await cpuUsed() });
  await app.close();
  await database.close();
  process.exit(0);
});
