// In-memory state behind `connect_account`: pending out-of-band sessions (one per URL handed out) and the
// accounts whose connection the person completed on the local /connect page.
import { randomUUID } from 'node:crypto';

/** How long a /connect link stays usable. */
const SESSION_TTL_MS = 15 * 60 * 1000;

/**
 * @typedef {{ id: string; account: string; createdAt: number; connectedAt?: string }} ConnectSession
 */

export function createAccountStore() {
  /** @type {Map<string, ConnectSession>} */
  const sessions = new Map();
  /** @type {Map<string, string>} account → ISO time it was connected */
  const connected = new Map();

  const prune = () => {
    const now = Date.now();
    for (const [id, session] of sessions) {
      if (now - session.createdAt > SESSION_TTL_MS) sessions.delete(id);
    }
  };

  return {
    /** @param {string} account */
    open(account) {
      prune();
      /** @type {ConnectSession} */
      const session = { id: randomUUID(), account, createdAt: Date.now() };
      sessions.set(session.id, session);
      return session;
    },
    /** @param {string} id */
    get(id) {
      prune();
      return sessions.get(id);
    },
    /**
     * Marks the session's account connected; returns the session, or undefined when unknown or expired.
     * @param {string} id
     */
    complete(id) {
      const session = this.get(id);
      if (!session) return undefined;
      session.connectedAt ??= new Date().toISOString();
      connected.set(session.account, session.connectedAt);
      return session;
    },
    /** @param {string} account @returns {string | undefined} when it was connected */
    connectedAt(account) {
      return connected.get(account);
    },
  };
}

/** @typedef {ReturnType<typeof createAccountStore>} AccountStore */
