// Each member's webhook secret: made anew on request and shown once (the answer of that call); kept as written,
// since it is the key the signatures are made with, and never shown again.
import { randomToken } from '../identity/secretToken';
import type { Store } from '../store/store';

export async function renewSecret(store: Store, accountId: number, at: number): Promise<string> {
  const secret = `whsec_${randomToken(32)}`;
  await store.transaction(async (tx) => {
    await tx.query('DELETE FROM delivery_secrets WHERE account_id = $1', [accountId]);
    await tx.query('INSERT INTO delivery_secrets (account_id, secret, created_at) VALUES ($1, $2, $3)', [accountId, secret, at]);
  });
  return secret;
}

export async function readSecret(store: Store, accountId: number): Promise<{ secret: string; createdAt: number } | undefined> {
  const [row] = await store.query('SELECT secret, created_at FROM delivery_secrets WHERE account_id = $1', [accountId]);
  return row ? { secret: String(row.secret), createdAt: Number(row.created_at) } : undefined;
}
