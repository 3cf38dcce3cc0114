// Accounts in the store: members and administrators, their password hashes and the sign-in lock-out.
import type { Store, StoreRow, StoreTransaction } from '../store/store';

export type Role = 'member' | 'admin';

export interface Account {
  id: number;
  email: string;
  name: string;
  surname: string;
  organization: string;
  role: Role;
  passwordHash: string | null;
  failedSignIns: number;
  lockedUntil: number | null;
}

export interface NewAccount { email: string; name: string; surname: string; organization: string; role: Role; passwordHash: string | null }

const COLUMNS = 'id, email, name, surname, organization, role, password_hash, failed_sign_ins, locked_until';

function toAccount(row: StoreRow): Account {
  return {
    id: Number(row.id), email: String(row.email), name: String(row.name), surname: String(row.surname),
    organization: String(row.organization), role: row.role === 'admin' ? 'admin' : 'member',
    passwordHash: row.password_hash === null ? null : String(row.password_hash),
    failedSignIns: Number(row.failed_sign_ins), lockedUntil: row.locked_until === null ? null : Number(row.locked_until),
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
    `INSERT INTO accounts (email, name, surname, organization, role, password_hash, failed_sign_ins, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7) RETURNING id`,
    [normalizeEmail(account.email), account.name, account.surname, account.organization, account.role, account.passwordHash, now],
  );
  return Number(rows[0]!.id);
}

export async function countAccounts(db: Reader, role: Role): Promise<number> {
  const rows = await db.query('SELECT CAST(count(*) AS INTEGER) AS n FROM accounts WHERE role = $1', [role]);
  return Number(rows[0]!.n);
}

export async function setPasswordHash(db: Reader, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE accounts SET password_hash = $1, failed_sign_ins = 0, locked_until = NULL WHERE id = $2', [passwordHash, id]);
}

export async function updateProfile(db: Reader, id: number, profile: { name: string; surname: string; organization: string }): Promise<void> {
  await db.query('UPDATE accounts SET name = $1, surname = $2, organization = $3 WHERE id = $4', [profile.name, profile.surname, profile.organization, id]);
}

export async function recordFailedSignIn(db: Reader, id: number, failedSignIns: number, lockedUntil: number | null): Promise<void> {
  await db.query('UPDATE accounts SET failed_sign_ins = $1, locked_until = $2 WHERE id = $3', [failedSignIns, lockedUntil, id]);
}

export async function clearFailedSignIns(db: Reader, id: number): Promise<void> {
  await db.query('UPDATE accounts SET failed_sign_ins = 0, locked_until = NULL WHERE id = $1', [id]);
}
