import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { CatalogService } from "./modules/catalog/catalog.service.js";
import { LanguageService } from "./modules/catalog/language.service.js";
import { SiteService } from "./modules/site/site.service.js";
import { MediaService } from "./modules/media/media.service.js";
import { ImageService } from "./modules/images/images.service.js";
import { SeoService } from "./modules/seo/seo.service.js";
import { KeyVault } from "./modules/keys/key-vault.js";
import type { Pool } from "pg";
import { MailService } from "./modules/mail/mail.service.js";
import { NewsletterService } from "./modules/newsletter/newsletter.service.js";
import { SessionService } from "./core/auth/index.js";
import { LoginThrottle } from "./modules/accounts/throttle.js";
import { RecaptchaVerifier } from "./modules/accounts/recaptcha.js";
import { SignInService } from "./modules/accounts/sign-in.service.js";
import { ProfileService } from "./modules/accounts/profile.service.js";
import { GoogleSignInService } from "./modules/accounts/google.service.js";
import { createCsrf, type Csrf } from "./core/auth/index.js";
import { SellersService } from "./modules/sellers/sellers.service.js";
import { SellerOffersService } from "./modules/sellers/seller-offers.service.js";
import { AdminService } from "./modules/admin/admin.service.js";

/** One instance of each domain service per process; stateless, so safe to share. */
export interface Services {
  config: Config;
  logger: Logger;
  vault: KeyVault;
  catalog: CatalogService;
  language: LanguageService;
  site: SiteService;
  media: MediaService;
  images: ImageService;
  seo: SeoService;
  mail: MailService;
  newsletter: NewsletterService;
  sessions: SessionService;
  throttle: LoginThrottle;
  recaptcha: RecaptchaVerifier;
  /** Signing up and in, passwords, mailed links. */
  signIn: SignInService;
  /** The signed-in user's own account and settings. */
  profiles: ProfileService;
  google: GoogleSignInService;
  csrf: Csrf;
  sellers: SellersService;
  sellerOffers: SellerOffersService;
  admin: AdminService;
}

export function createServices(config: Config, logger: Logger, dataSource: DataSource): Services {
  const mail = new MailService(config, dataSource, logger);
  const media = new MediaService(dataSource);
  const newsletter = new NewsletterService(config, logger);
  const sessions = new SessionService(dataSource);
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const throttle = new LoginThrottle(pool, {
    maxFailsPerAccount: config.LOGIN_MAX_FAILS_PER_ACCOUNT,
    maxFailsPerIp: config.LOGIN_MAX_FAILS_PER_IP,
    maxSignUpsPerIp: config.SIGNUP_MAX_PER_IP,
  });
  const recaptcha = new RecaptchaVerifier(config);
  const signIn = new SignInService(config, logger, sessions, throttle, mail, recaptcha);
  return {
    mail,
    newsletter,
    sessions,
    throttle,
    recaptcha,
    signIn,
    profiles: new ProfileService(sessions, newsletter),
    google: new GoogleSignInService(config, logger, signIn),
    csrf: createCsrf(config.authSecret),
    sellers: new SellersService(mail, sessions),
    sellerOffers: new SellerOffersService(),
    admin: new AdminService(sessions, signIn),
    config,
    logger,
    vault: new KeyVault(config.KEY_ENCRYPTION_KEYS),
    catalog: new CatalogService(),
    language: new LanguageService(),
    site: new SiteService(),
    media,
    images: new ImageService(media),
    seo: new SeoService(),
  };
}
