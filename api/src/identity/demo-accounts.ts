import type { UserStatus } from '@fcs/shared/contract';

/** The demo accounts of the brief: seeded in the database and, in development, in the Auth emulator. */
export interface DemoAccount {
  /** Firebase uid in the emulator. */
  uid: string;
  phoneNumber: string;
  userName: string;
  email: string | null;
  status: UserStatus;
  isEmployee: boolean;
  privileges: string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demo-0001',
    phoneNumber: '+15550100001',
    userName: 'Alice Carter',
    email: 'alice.carter@example.com',
    status: 'joined',
    isEmployee: false,
    privileges: [],
  },
  {
    uid: 'demo-0002',
    phoneNumber: '+15550100002',
    userName: 'Ben Okafor',
    email: 'ben.okafor@example.com',
    status: 'joined',
    isEmployee: false,
    privileges: [],
  },
  {
    uid: 'demo-0003',
    phoneNumber: '+15550100003',
    userName: 'Chloe Nguyen',
    email: null,
    status: 'invited',
    isEmployee: false,
    privileges: [],
  },
  {
    uid: 'demo-0004',
    phoneNumber: '+15550100004',
    userName: 'Daniel Reyes',
    email: 'daniel.reyes@fcs-forwarding.com',
    status: 'joined',
    isEmployee: true,
    privileges: ['pku', 'col'],
  },
  {
    uid: 'demo-0005',
    phoneNumber: '+15550100005',
    userName: 'Emma Lindqvist',
    email: 'emma.lindqvist@fcs-forwarding.com',
    status: 'joined',
    isEmployee: true,
    privileges: ['df'],
  },
  {
    uid: 'demo-0006',
    phoneNumber: '+15550100006',
    userName: 'Farid Haddad',
    email: 'farid.haddad@fcs-forwarding.com',
    status: 'joined',
    isEmployee: true,
    privileges: ['cu', 'pkg', 'inv'],
  },
  {
    uid: 'demo-0007',
    phoneNumber: '+15550100007',
    userName: 'Grace Kim',
    email: 'grace.kim@fcs-forwarding.com',
    status: 'joined',
    isEmployee: true,
    privileges: ['rpt', 'admin'],
  },
  {
    uid: 'demo-0009',
    phoneNumber: '+15550100009',
    userName: 'Henry Walsh',
    email: 'henry.walsh@fcs-forwarding.com',
    status: 'joined',
    isEmployee: true,
    privileges: ['sa'],
  },
  {
    // A driver with Collect only: the pickups assigned to them, their route, completing them.
    uid: 'demo-0010',
    phoneNumber: '+15550100010',
    userName: 'Oscar Diaz',
    email: 'oscar.diaz@fcs-forwarding.com',
    status: 'joined',
    isEmployee: true,
    privileges: ['col'],
  },
];

export function demoAccount(phoneNumber: string): DemoAccount {
  const a = DEMO_ACCOUNTS.find((d) => d.phoneNumber === phoneNumber);
  if (!a) throw new Error(`No demo account ${phoneNumber}`);
  return a;
}
