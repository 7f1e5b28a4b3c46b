import { auditedDb } from '../audit/audited-db';
import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { CliError, type CliOutput } from './cli-output';
import { staffCommand } from './staff-command';

/** Issue 32 · `pnpm fcs staff …`: the first super-admin and the staff of an empty portal, from the command line. */
let raw: Db;
let db: Db;
beforeAll(async () => {
  raw = await openDb({});
  await migrate(raw);
  db = auditedDb(raw);
}, 60_000);
afterAll(() => raw.close());

function run(sub: string, options: Record<string, string>) {
  const lines: string[] = [];
  const out: CliOutput = { line: (l) => lines.push(l), error: (l) => lines.push(`! ${l}`) };
  return staffCommand(sub, options, { db, out, identity: null }).then(() => lines);
}

describe('pnpm fcs staff', () => {
  it('adds a joined staff member, prints the FCS ID, and is idempotent', async () => {
    const lines = await run('add', { phone: '+15550109999', name: 'Olivia Owner', privileges: 'sa' });
    expect(lines[0]).toBe('FCS00001 Olivia Owner +15550109999: added, joined staff with sa');
    const [row] = await db.query<Record<string, unknown>>("SELECT * FROM users WHERE phone_number = '+15550109999'");
    expect(row).toMatchObject({ status: 'joined', is_employee: true, enabled: true, privileges: ['sa'] });
    expect((await run('add', { phone: '+15550109999', privileges: 'sa' }))[0]).toBe('FCS00001 Olivia Owner +15550109999: unchanged');
    expect((await run('add', { phone: '+15550109999', privileges: 'sa,rpt' }))[0]).toBe(
      'FCS00001 Olivia Owner +15550109999: updated: privileges sa → rpt,sa',
    );
    expect(await db.query('SELECT id FROM users')).toHaveLength(1);
  });

  it('refuses an unknown privilege and a bad phone number, saying why', async () => {
    await expect(run('add', { phone: '+15550109998', name: 'X', privileges: 'sa,boss' })).rejects.toThrow(
      new CliError('Unknown privilege "boss": use df, inv, pku, col, cu, pkg, rpt, admin, sa, owner'),
    );
    await expect(run('add', { phone: '5550109998', name: 'X', privileges: 'sa' })).rejects.toThrow(
      /is not a phone number the portal takes/,
    );
    await expect(run('add', { phone: '+15550109998', privileges: 'sa' })).rejects.toThrow(/--name is required/);
    expect(await db.query("SELECT id FROM users WHERE phone_number = '+15550109998'")).toHaveLength(0);
  });

  it('lists the staff and disables one', async () => {
    await run('add', { phone: '+15550109997', name: 'Dana Desk', privileges: 'df' });
    const list = await run('list', {});
    expect(list[0]).toMatch(/^FCS ID\s+Name\s+Phone\s+Privileges\s+Enabled$/);
    expect(list.slice(1).map((l) => l.split(/\s{2,}/))).toEqual([
      ['FCS00001', 'Olivia Owner', '+15550109999', 'rpt,sa', 'yes'],
      ['FCS00002', 'Dana Desk', '+15550109997', 'df', 'yes'],
    ]);
    expect((await run('disable', { phone: '+15550109997' }))[0]).toBe(
      'FCS00002 Dana Desk +15550109997: disabled: the api refuses their next call',
    );
    const [row] = await db.query<{ enabled: boolean; status: string }>("SELECT * FROM users WHERE phone_number = '+15550109997'");
    expect(row).toMatchObject({ enabled: false, status: 'disabled' });
    await expect(run('disable', { phone: '+15550100001' })).rejects.toThrow(/No staff member has the phone number/);
  });

  it('puts what it did in the audit log as "command line"', async () => {
    const entries = await db.query<{
      actor_id: string | null;
      actor_name: string;
      action: string;
      operation: string;
      changes: Record<string, unknown>;
    }>("SELECT * FROM audit_log WHERE entity = 'users' ORDER BY at");
    expect(entries.map((e) => [e.actor_id, e.actor_name, e.action, e.operation])).toEqual([
      [null, 'command line', 'staff add', 'insert'],
      [null, 'command line', 'staff add', 'update'],
      [null, 'command line', 'staff add', 'insert'],
      [null, 'command line', 'staff disable', 'update'],
    ]);
    expect(entries[1]!.changes).toEqual({ privileges: { before: ['sa'], after: ['sa', 'rpt'] } });
  });
});
