/**
 * Login throttling in Postgres (rate-limiter-flexible's RateLimiterPostgres over the shared
 * pool; table `rate_limits`), so every process sees the same counters. Per account (the
 * lower-cased email, known or not: unknown emails behave the same) and per IP: after N
 * consecutive failures the key is blocked, and each new block lasts twice as long as the
 * previous one (30 s, 1 min, 2 min … up to a day). A successful login clears the account's
 * counters. Also here: sign-ups per IP and hour, and mails on request per address and hour.
 */
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Pool } from "pg";

const BASE_BLOCK_SECONDS = 30;
const MAX_BLOCK_SECONDS = 24 * 3600;

interface Counter {
  /** Failures in a row before a block. */
  points: number;
  failures: RateLimiterPostgres;
  lockouts: RateLimiterPostgres;
}

/** A login attempt as counted: whether it must wait, and which limits it reached. */
export interface LoginAttempt {
  waitMs: number;
  last: { account: boolean; ip: boolean };
}

export class LoginThrottle {
  private readonly account: Counter;
  private readonly ip: Counter;
  private readonly mail: RateLimiterPostgres;
  private readonly signUps: RateLimiterPostgres;

  constructor(pool: Pool, opts: { maxFailsPerAccount: number; maxFailsPerIp: number; maxSignUpsPerIp: number }) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterPostgres({ storeClient: pool, storeType: "pool", tableName: "rate_limits", tableCreated: true, keyPrefix, points, duration });
    this.account = {
      points: opts.maxFailsPerAccount,
      failures: limiter("login_fail_account", opts.maxFailsPerAccount, 3600),
      lockouts: limiter("login_lockout_account", 1000, 24 * 3600),
    };
    this.ip = {
      points: opts.maxFailsPerIp,
      failures: limiter("login_fail_ip", opts.maxFailsPerIp, 3600),
      lockouts: limiter("login_lockout_ip", 1000, 24 * 3600),
    };
    // Mails on request (verification, password reset): 5 per address and hour.
    this.mail = limiter("auth_mail", 5, 3600);
    // New accounts (each one sends a verification mail): so many per IP and hour.
    this.signUps = limiter("signup_ip", opts.maxSignUpsPerIp, 3600);
  }

  private static key(email: string) {
    return email.trim().toLowerCase();
  }

  /**
   * Counts a login attempt before the password is checked, atomically (one upsert per counter
   * in Postgres), so however many arrive at once, at most the limit get through to the
   * password check. `waitMs` is 0 when the attempt may go on, else the milliseconds to wait;
   * `last` says which counters this attempt used up (the one whose failure sets the block).
   */
  async attempt(ip: string, email: string): Promise<LoginAttempt> {
    const key = LoginThrottle.key(email);
    const [a, i] = await Promise.allSettled([this.account.failures.consume(key, 1), this.ip.failures.consume(ip, 1)]);
    const refused = [a, i].filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (refused.length === 0) {
      const used = (r: PromiseSettledResult<RateLimiterRes>, c: Counter) => r.status === "fulfilled" && r.value.consumedPoints === c.points;
      return { waitMs: 0, last: { account: used(a, this.account), ip: used(i, this.ip) } };
    }
    for (const r of refused) if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    // The counter that let this attempt through gives its point back.
    await Promise.all([
      a.status === "fulfilled" ? this.account.failures.reward(key, 1) : null,
      i.status === "fulfilled" ? this.ip.failures.reward(ip, 1) : null,
    ]);
    const waits = await Promise.all([
      a.status === "rejected" ? this.waitMs(this.account, key, (a.reason as RateLimiterRes).msBeforeNext) : 0,
      i.status === "rejected" ? this.waitMs(this.ip, ip, (i.reason as RateLimiterRes).msBeforeNext) : 0,
    ]);
    return { waitMs: Math.max(1000, ...waits), last: { account: false, ip: false } };
  }

  /**
   * The wait of a refused attempt: the block's remaining time, or, for attempts refused while
   * the last allowed ones are still being checked (no block yet), the block they will set.
   */
  private async waitMs(c: Counter, key: string, msBeforeNext: number): Promise<number> {
    const lockouts = (await c.lockouts.get(key))?.consumedPoints ?? 0;
    return Math.min(msBeforeNext, LoginThrottle.blockSeconds(lockouts + 1) * 1000);
  }

  private static blockSeconds(lockout: number): number {
    return Math.min(BASE_BLOCK_SECONDS * 2 ** Math.max(0, lockout - 1), MAX_BLOCK_SECONDS);
  }

  /**
   * A counted attempt failed (wrong password, unknown email): the attempt that used up a
   * counter's last point blocks its account or IP, each block twice as long as the previous.
   */
  async fail(ip: string, email: string, attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      attempt.last.account ? this.escalate(this.account, LoginThrottle.key(email)) : null,
      attempt.last.ip ? this.escalate(this.ip, ip) : null,
    ]);
  }

  private async escalate(c: Counter, key: string): Promise<void> {
    const lockouts = await c.lockouts.consume(key, 1).catch((e) => (e instanceof RateLimiterRes ? e : Promise.reject(e)));
    await c.failures.block(key, LoginThrottle.blockSeconds(lockouts.consumedPoints));
  }

  /** A successful login: the account starts afresh, and the IP's attempt is not a failure. */
  async succeed(ip: string, email: string): Promise<void> {
    const key = LoginThrottle.key(email);
    await Promise.all([this.account.failures.delete(key), this.account.lockouts.delete(key), this.ip.failures.reward(ip, 1)]);
  }

  /** A counted attempt that did not test the password (unverified or blocked account): not a failure. */
  async uncount(ip: string, email: string): Promise<void> {
    await Promise.all([this.account.failures.reward(LoginThrottle.key(email), 1), this.ip.failures.reward(ip, 1)]);
  }

  /** Counts a sign-up from `ip`: 0 when allowed, else the milliseconds until the next one is. */
  async signUpWaitMs(ip: string): Promise<number> {
    try {
      await this.signUps.consume(ip, 1);
      return 0;
    } catch (e) {
      if (e instanceof RateLimiterRes) return Math.max(1000, e.msBeforeNext);
      throw e;
    }
  }

  /** Whether another mail may be sent to `email` for `purpose` now (counts it when so). */
  async allowMail(purpose: string, email: string): Promise<boolean> {
    try {
      await this.mail.consume(`${purpose}:${LoginThrottle.key(email)}`, 1);
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }
}
