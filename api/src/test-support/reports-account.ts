import type { TestApp } from './test-app';

/** A staff member with Reports (rpt) only: the demo accounts hold rpt with admin, which passes everything. */
export const RPT_PHONE = '+15550100020';

export async function reportsAccountToken(t: TestApp): Promise<string> {
  await t.db.query(
    `INSERT INTO users (auth_uid, user_name, phone_number, status, is_employee, privileges)
     VALUES ('uid-rita-reports', 'Rita Reports', $1, 'joined', true, '{rpt}') ON CONFLICT (phone_number) DO NOTHING`,
    [RPT_PHONE],
  );
  return t.tokenFor(RPT_PHONE);
}
