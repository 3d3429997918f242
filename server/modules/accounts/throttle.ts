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

  /** Milliseconds to wait before another attempt is allowed, or 0. */
  async retryAfterMs(ip: string, email: string): Promise<number> {
    const [a, i] = await Promise.all([this.account.failures.get(LoginThrottle.key(email)), this.ip.failures.get(ip)]);
    const blocked = (r: RateLimiterRes | null, points: number) => (r && r.consumedPoints > points ? r.msBeforeNext : 0);
    return Math.max(blocked(a, this.account.points), blocked(i, this.ip.points));
  }

  /** Counts a failed attempt; blocks the account or IP once it reaches its limit. */
  async fail(ip: string, email: string): Promise<void> {
    await Promise.all([this.count(this.account, LoginThrottle.key(email)), this.count(this.ip, ip)]);
  }

  private async count(c: Counter, key: string): Promise<void> {
    let res: RateLimiterRes;
    try {
      res = await c.failures.consume(key, 1);
    } catch (e) {
      if (e instanceof RateLimiterRes) return; // already blocked
      throw e;
    }
    if (res.consumedPoints < c.points) return;
    const lockouts = await c.lockouts.consume(key, 1).catch((e) => (e instanceof RateLimiterRes ? e : Promise.reject(e)));
    const seconds = Math.min(BASE_BLOCK_SECONDS * 2 ** (lockouts.consumedPoints - 1), MAX_BLOCK_SECONDS);
    await c.failures.block(key, seconds);
  }

  /** A successful login: the account starts afresh. */
  async succeed(email: string): Promise<void> {
    const key = LoginThrottle.key(email);
    await Promise.all([this.account.failures.delete(key), this.account.lockouts.delete(key)]);
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
