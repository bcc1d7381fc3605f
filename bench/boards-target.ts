/**
 * The server for bench/boards.bench.ts, in its own process (bench/served-app.ts): a full group
 * (GROUP_MAX_MEMBERS members made in SQL, with XP and IP from the ledger, its windows folded), its
 * owner's token, and the reads to time. Talks to the driver over IPC: sends `ready`; answers
 * `mark` by measuring CPU from then on, `cpu` with the CPU used since the mark, and `close` by
 * closing.
 */
import { GROUP_MAX_MEMBERS, LEADERBOARD_PAGE_SIZE } from '@takeline/contract';
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
const page = Math.min(LEADERBOARD_PAGE_SIZE, members.length);
let cpuUsed = await cpuMeter(database);
process.send?.({
  kind: 'ready',
  port,
  driver: database.driver,
  token: await signToken(owner),
  // Every member is in the all-time board and, by their sign-up grants, in this season's.
  reads: [
    {
      name: `a group's standings (${members.length} rows)`,
      path: `/api/groups/${group.id}/standings?window=all`,
      rows: members.length,
    },
    { name: `the leaderboard's top ${page}`, path: '/api/users/leaderboard', rows: page },
    {
      name: `this season's board, top ${page}`,
      path: '/api/leaderboards?window=season',
      rows: page,
    },
  ],
});

process.on('message', async (message: { kind: string }) => {
  if (message.kind === 'mark') {
    cpuUsed = await cpuMeter(database);
    process.send?.({ kind: 'marked' });
  } else if (message.kind === 'cpu') {
    process.send?.({ kind: 'cpu', cpuSeconds: await cpuUsed() });
  } else if (message.kind === 'close') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
