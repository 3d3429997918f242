import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { CatalogService } from "./modules/catalog/catalog.service.js";
import { LanguageService } from "./modules/catalog/language.service.js";
import { SiteService } from "./modules/site/site.service.js";
import { MediaService } from "./modules/media/media.service.js";
import { KeyVault } from "./modules/keys/key-vault.js";

/** One instance of each domain service per process; stateless, so safe to share. */
export interface Services {
  config: Config;
  logger: Logger;
  vault: KeyVault;
  catalog: CatalogService;
  language: LanguageService;
  site: SiteService;
  media: MediaService;
}

export function createServices(config: Config, logger: Logger, dataSource: DataSource): Services {
  return {
    config,
    logger,
    vault: new KeyVault(config.KEY_ENCRYPTION_KEYS),
    catalog: new CatalogService(),
    language: new LanguageService(),
    site: new SiteService(),
    media: new MediaService(dataSource),
  };
}
