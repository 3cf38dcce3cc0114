// Accounts in the store: members and administrators and their password hashes. (The sign-in lock-out is per
// e-mail and client address, in signInLockout.ts; the accounts' old failed_sign_ins and locked_until are unused.)
import type { Store, StoreRow, StoreTransaction } from '../store/store';
import { clearSignInFailuresOf } from './signInLockout';

export type Role = 'member' | 'admin';

export interface Account {
  id: number;
  email: string;
  name: string;
  surname: string;
  organization: string;
  role: Role;
  passwordHash: string | null;
  /** Disabled by an administrator (admin-settings/systemAccess.ts): no sign-in, session or ticket works. */
  disabled: boolean;
}

export interface NewAccount { email: string; name: string; surname: string; organization: string; role: Role; passwordHash: string | null }

const COLUMNS = 'id, email, name, surname, organization, role, password_hash, EXISTS (SELECT 1 FROM disabled_accounts d WHERE d.account_id = accounts.id) AS disabled';

function toAccount(row: StoreRow): Account {
  return {
    id: Number(row.id), email: String(row.email), name: String(row.name), surname: String(row.surname),
    organization: String(row.organization), role: row.role === 'admin' ? 'admin' : 'member',
    passwordHash: row.password_hash === null ? null : String(row.password_hash),
    disabled: row.disabled === true,
  };
}

/** E-mail addresses compare without case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLocaleLowerCase('en-US');
}

type Reader = Pick<Store, 'query'> | StoreTransaction;

export async function findAccountByEmail(db: Reader, email: string): Promise<Account | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM accounts WHERE email = $1`, [normalizeEmail(email)]);
  return rows[0] ? toAccount(rows[0]) : undefined;
}

export async function findAccountById(db: Reader, id: number): Promise<Account | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]);
  return rows[0] ? toAccount(rows[0]) : undefined;
}

export async function createAccount(db: Reader, account: NewAccount, now: number): Promise<number> {
  const rows = await db.query(
    `INSERT INTO accounts (email, name, surname, organization, role, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [normalizeEmail(account.email), account.name, account.surname, account.organization, account.role, account.passwordHash, now],
  );
  return Number(rows[0]!.id);
}

export async function countAccounts(db: Reader, role: Role): Promise<number> {
  const rows = await db.query('SELECT CAST(count(*) AS INTEGER) AS n FROM accounts WHERE role = $1', [role]);
  return Number(rows[0]!.n);
}

/** A new password also lifts every sign-in pause of the account's e-mail: its owner proved who they are. */
export async function setPasswordHash(db: Reader, id: number, passwordHash: string): Promise<void> {
  const [row] = await db.query('UPDATE accounts SET password_hash = $1 WHERE id = $2 RETURNING email', [passwordHash, id]);
  if (row) await clearSignInFailuresOf(db, String(row.email));
}

export async function updateProfile(db: Reader, id: number, profile: { name: string; surname: string; organization: string }): Promise<void> {
  await db.query('UPDATE accounts SET name = $1, surname = $2, organization = $3 WHERE id = $4', [profile.name, profile.surname, profile.organization, id]);
}
