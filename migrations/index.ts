import { Initial1795326794089 } from "./1795326794089-Initial.js";
import { CatalogIntegrity1795326800000 } from "./1795326800000-CatalogIntegrity.js";

/** Every migration, in order. Never edit one that has landed: add a new one. */
export const migrations: Function[] = [Initial1795326794089, CatalogIntegrity1795326800000];
