/**
 * reCAPTCHA adapter: verifies a sign-up token with Google's siteverify API when
 * RECAPTCHA_SECRET is set; without a secret every token (or none) is accepted, so the demo
 * and integrators without reCAPTCHA work.
 */
import type { Config } from "../../config.js";

export class RecaptchaVerifier {
  constructor(private readonly config: Pick<Config, "RECAPTCHA_SECRET" | "RECAPTCHA_VERIFY_URL">) {}

  get enabled(): boolean {
    return Boolean(this.config.RECAPTCHA_SECRET);
  }

  /** True when the token passes (or no secret is configured). */
  async verify(token: string | null | undefined, ip: string): Promise<boolean> {
    if (!this.config.RECAPTCHA_SECRET) return true;
    if (!token) return false;
    const body = new URLSearchParams({ secret: this.config.RECAPTCHA_SECRET, response: token });
    if (ip) body.set("remoteip", ip);
    try {
      const res = await fetch(this.config.RECAPTCHA_VERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(5000) });
      if (!res.ok) return false;
      const json = (await res.json()) as { success?: boolean };
      return json.success === true;
    } catch {
      return false;
    }
  }
}
