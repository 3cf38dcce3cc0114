// The e2e server's first-start accounts (playwright.config.ts passes the same values to the server).
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'E2e-admin-password-1' };
export const E2E_MEMBER = { email: 'demo@e2e.example', password: 'E2e-demo-password-1' };
export const MEMBER_STATE = `${process.env.E2E_DATA_DIR ?? 'var/e2e'}-state/member.json`;
